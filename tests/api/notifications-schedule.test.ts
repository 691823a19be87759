/**
 * Schedule changes as notifications: worded as the change, batched per day, only about today and
 * tomorrow, only to people who may see the event, from REST and offline writes alike.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notificationQueue } from '../../server/db/schema/index';
import {
  afterBatchWindow,
  berlinAt,
  moveToBerlinNoon,
  nextDate,
  pushesTo,
  tourPlayingToday,
  withDevice,
} from '../support/push-factories';
import { startPushService } from '../support/push-service';
import { setupTestApp } from '../support/test-app';
import { createEvent, device, must } from '../support/tour-factories';

const t = await setupTestApp();
const push = await startPushService();
afterAll(push.close);
const today = moveToBerlinNoon(t);
const label = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

const patch = (token: string, id: string, body: Record<string, unknown>) =>
  t.call('PATCH /events/{id}', { params: { id }, body, token });
const show = (title: string, start: string, end: string, days = 0) => ({
  type: 'SHOW' as const,
  title,
  startAt: berlinAt(today, start, days),
  endAt: berlinAt(today, end, days),
});

describe('schedule notifications', () => {
  it('an editing spree on one day becomes one notification with every change in it', async () => {
    const { owner, tour, today: day } = await tourPlayingToday(t, today);
    const ada = await withDevice(t, push, owner.token, tour.id);
    const doors = await createEvent(t, owner.token, day.id, show('Doors', '19:00', '19:30'));
    await afterBatchWindow(t);
    expect(pushesTo(push, ada.device)).toHaveLength(1);

    must(
      await patch(owner.token, doors.id, {
        startAt: berlinAt(today, '19:30'),
        endAt: berlinAt(today, '20:00'),
      }),
    );
    t.clock.advance(5);
    const soundcheck = await createEvent(t, owner.token, day.id, show('Soundcheck', '16:00', '17:00'));
    t.clock.advance(5);
    must(await patch(owner.token, soundcheck.id, { title: 'Line check' }));
    t.clock.advance(5);
    // Still inside the window: nothing yet.
    expect((await afterBatchWindow(t, 0)).sent).toBe(0);

    expect(await afterBatchWindow(t)).toMatchObject({ batches: 1, sent: 1 });
    const [, spree] = pushesTo(push, ada.device);
    expect(spree).toEqual({
      title: `3 changes · ${label(today)}`,
      body: [
        'Doors 19:00 → 19:30 · Columbiahalle',
        'New: Soundcheck 16:00 · Columbiahalle',
        'Soundcheck → Line check 16:00 · Columbiahalle',
      ].join('\n'),
      tag: `schedule:${day.id}`,
      url: `/dashboard/tours/${tour.id}/daysheets/${today}`,
      kind: 'schedule',
    });
  });

  it('words a cancellation, a new end and a move to tomorrow; offline writes notify like REST ones', async () => {
    const { owner, tour, today: day, tomorrow } = await tourPlayingToday(t, today);
    const ada = await withDevice(t, push, owner.token, tour.id);
    const [doors, curfew, meet] = [
      await createEvent(t, owner.token, day.id, show('Doors', '19:00', '19:30')),
      await createEvent(t, owner.token, day.id, show('Curfew', '22:00', '23:00')),
      await createEvent(t, owner.token, day.id, show('Meet & greet', '18:00', '18:30')),
    ];
    await afterBatchWindow(t);

    const laptop = device(t, owner.token);
    const moved = {
      startAt: berlinAt(today, '20:00', 1),
      endAt: berlinAt(today, '20:30', 1),
      tourDayId: tomorrow.id,
    };
    const answer = await laptop.push([
      laptop.mutation('event.delete', { id: meet.id }, tour.id),
      laptop.mutation(
        'event.update',
        { id: curfew.id, changes: { endAt: berlinAt(today, '23:30') } },
        tour.id,
      ),
      laptop.mutation('event.update', { id: doors.id, changes: moved }, tour.id),
    ]);
    expect(must(answer).data.results.map((result) => result.status)).toEqual([
      'applied',
      'applied',
      'applied',
    ]);
    await afterBatchWindow(t);
    // Two days, two batches (sent side by side, in no particular order).
    const got = pushesTo(push, ada.device).slice(1);
    const todays = got.find((payload) => payload.tag === `schedule:${day.id}`);
    const tomorrows = got.find((payload) => payload.tag === `schedule:${tomorrow.id}`);
    expect(got).toHaveLength(2);
    expect(todays?.body).toBe(
      ['Cancelled: Meet & greet 18:00 · Columbiahalle', 'Curfew until 23:00 → 23:30 · Columbiahalle'].join(
        '\n',
      ),
    );
    expect(tomorrows).toMatchObject({
      title: label(nextDate(today)),
      body: `Doors 19:00 → ${label(nextDate(today))} 20:00 · Columbiahalle`,
      url: `/dashboard/tours/${tour.id}/daysheets/${nextDate(today)}`,
    });
  });

  it('says nothing about days after tomorrow, nor about changes a schedule does not show', async () => {
    const { owner, tour, days, today: day } = await tourPlayingToday(t, today);
    const ada = await withDevice(t, push, owner.token, tour.id);
    const later = days[3];
    if (!later) throw new Error('no fourth day');
    must(
      await t.call('POST /day-tags', { body: { tourDayId: later.id, tag: 'SHOW_DAY' }, token: owner.token }),
    );
    await createEvent(t, owner.token, later.id, show('Doors', '19:00', '19:30', 3));
    const doors = await createEvent(t, owner.token, day.id, show('Doors', '19:00', '19:30'));
    await afterBatchWindow(t);
    expect(pushesTo(push, ada.device).map((payload) => payload.body)).toEqual([
      'New: Doors 19:00 · Columbiahalle',
    ]);

    must(await patch(owner.token, doors.id, { description: 'Bring the laminates', location: 'Side door' }));
    expect(await t.db.select().from(notificationQueue).where(eq(notificationQueue.tourId, tour.id))).toEqual(
      [],
    );
  });

  it('an assigned-only event is told to its assignees and the managers, nobody else', async () => {
    const { owner, tour, today: day } = await tourPlayingToday(t, today);
    const ada = await withDevice(t, push, owner.token, tour.id, 'TOUR_MEMBER', 'Ada');
    const bo = await withDevice(t, push, owner.token, tour.id, 'TOUR_MEMBER', 'Bo');
    const max = await withDevice(t, push, owner.token, tour.id, 'TOUR_MANAGER', 'Max');
    await createEvent(t, owner.token, day.id, {
      ...show('Press', '15:00', '15:30'),
      visibility: 'ASSIGNED_ONLY',
      personnelUserIds: [ada.user.id],
    });
    await afterBatchWindow(t);
    expect(pushesTo(push, ada.device).map((payload) => payload.body)).toEqual([
      'New: Press 15:00 · Columbiahalle',
    ]);
    expect(pushesTo(push, max.device)).toHaveLength(1);
    expect(push.requestsTo(bo.device)).toEqual([]);
  });
});
