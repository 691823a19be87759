import { describe, expect, it } from 'vitest';
import { dayLabel, scheduleLine } from '../../server/modules/events/schedule-wording';
import { collapseBatch } from '../../server/modules/notifications/collapse-batch';
import {
  BATCH_MAX_WAIT_SECONDS,
  batchIsReady,
  endpointAllowed,
  retryDelaySeconds,
} from '../../server/modules/notifications/notifications.policy';

const at = (seconds: number) => new Date(Date.UTC(2027, 2, 20, 12, 0, seconds));

describe('batching', () => {
  it('waits until a batch is quiet for 20 s, or until its first item has waited the longest', () => {
    expect(batchIsReady('schedule', at(0), at(10), at(29))).toBe(false);
    expect(batchIsReady('schedule', at(0), at(10), at(30))).toBe(true);
    expect(batchIsReady('message', at(0), at(BATCH_MAX_WAIT_SECONDS - 1), at(BATCH_MAX_WAIT_SECONDS))).toBe(
      true,
    );
    expect(batchIsReady('announcement', at(0), at(0), at(0))).toBe(true);
  });

  it('collapses a long batch into its count, the newest five lines and how many came earlier', () => {
    const items = Array.from({ length: 7 }, (_, i) => ({
      kind: 'message' as const,
      key: 'room-1',
      title: 'Crew room',
      body: `Ada: line ${i + 1}`,
      url: '/dashboard/messages/room-1',
      createdAt: at(i),
    }));
    expect(collapseBatch(items.reverse())).toEqual({
      title: '7 new messages · Crew room',
      body: ['+ 2 earlier', 'Ada: line 3', 'Ada: line 4', 'Ada: line 5', 'Ada: line 6', 'Ada: line 7'].join(
        '\n',
      ),
      tag: 'message:room-1',
      url: '/dashboard/messages/room-1',
      kind: 'message',
    });
  });
});

describe('retries', () => {
  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 4, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600]);
  });
});

describe('where pushes may go', () => {
  it('production: public https hosts only; elsewhere also a local http stand-in', () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true);
    for (const url of [
      'http://push.example.com/x',
      'https://10.0.0.1/x',
      'https://[::1]/x',
      'https://localhost/x',
    ])
      expect(endpointAllowed(url, true), url).toBe(false);
    expect(endpointAllowed('http://127.0.0.1:9000/push/1', false)).toBe(true);
    expect(endpointAllowed('file:///etc/passwd', false)).toBe(false);
  });
});

describe('schedule wording', () => {
  const doors = {
    title: 'Doors',
    startAt: new Date('2027-03-20T18:00:00Z'),
    endAt: new Date('2027-03-20T18:30:00Z'),
    timeZone: 'Europe/Berlin',
    date: '2027-03-20',
  };

  it('says the change on the venue’s clock', () => {
    expect(dayLabel('2027-03-20')).toBe('Sat 20 Mar');
    expect(scheduleLine(null, doors, 'Columbiahalle')).toBe('New: Doors 19:00 · Columbiahalle');
    expect(scheduleLine(doors, null, null)).toBe('Cancelled: Doors 19:00');
    const later = {
      ...doors,
      startAt: new Date('2027-03-20T18:30:00Z'),
      endAt: new Date('2027-03-20T19:00:00Z'),
    };
    expect(scheduleLine(doors, later, 'Columbiahalle')).toBe('Doors 19:00 → 19:30 · Columbiahalle');
    expect(scheduleLine(doors, { ...doors, title: 'Einlass' }, null)).toBe('Doors → Einlass 19:00');
  });

  it('says nothing when what a schedule shows did not change', () => {
    expect(scheduleLine(doors, { ...doors }, 'Columbiahalle')).toBeNull();
  });
});
