import { describe, expect, it } from 'vitest';
import {
  forgetScreenCopies,
  KEPT_SCREENS,
  readScreenCopy,
  type ScreenCopy,
  writeScreenCopy,
} from '../../src/app/last-screen/last-screen-store';
import { memoryStorage } from '../support/memory-storage';

const copy = (savedAt: number): ScreenCopy => ({
  html: `<h1>${savedAt}</h1>`,
  styles: '/assets/a.css',
  savedAt,
});

describe('screen copies on the device', () => {
  it('reads a copy back only for its own user and path', () => {
    const storage = memoryStorage();
    writeScreenCopy(storage, 'user-a', '/dashboard/tours/t/daysheets/2027-01-01', copy(1));
    expect(readScreenCopy(storage, 'user-a', '/dashboard/tours/t/daysheets/2027-01-01')).toEqual(copy(1));
    expect(readScreenCopy(storage, 'user-b', '/dashboard/tours/t/daysheets/2027-01-01')).toBeNull();
    expect(readScreenCopy(storage, 'user-a', '/dashboard/tours/t/daysheets/2027-01-02')).toBeNull();
  });

  it(`keeps the ${KEPT_SCREENS} newest copies and drops the oldest`, () => {
    const storage = memoryStorage();
    for (let day = 1; day <= KEPT_SCREENS + 2; day += 1)
      writeScreenCopy(storage, 'user-a', `/day/${day}`, copy(day));
    expect(readScreenCopy(storage, 'user-a', '/day/1')).toBeNull();
    expect(readScreenCopy(storage, 'user-a', '/day/2')).toBeNull();
    for (let day = 3; day <= KEPT_SCREENS + 2; day += 1) {
      expect(readScreenCopy(storage, 'user-a', `/day/${day}`)?.savedAt).toBe(day);
    }
  });

  it('treats a damaged entry as no copy', () => {
    const storage = memoryStorage();
    storage.setItem('roadie-screen:user-a:/day/1', '{not json');
    storage.setItem('roadie-screen:user-a:/day/2', JSON.stringify({ html: 3, styles: '', savedAt: 1 }));
    expect(readScreenCopy(storage, 'user-a', '/day/1')).toBeNull();
    expect(readScreenCopy(storage, 'user-a', '/day/2')).toBeNull();
  });

  it('forgets every copy, of every user, and nothing else', () => {
    const storage = memoryStorage();
    storage.setItem('theme', 'dark');
    writeScreenCopy(storage, 'user-a', '/day/1', copy(1));
    writeScreenCopy(storage, 'user-b', '/day/1', copy(2));
    forgetScreenCopies(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('a full storage costs only the copy', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => writeScreenCopy(storage, 'user-a', '/day/1', copy(1))).not.toThrow();
  });
});
