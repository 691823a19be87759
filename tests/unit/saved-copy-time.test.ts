/** The time a saved copy is from, as the notice over a screen shows it (the device's clock). */
import { describe, expect, it } from 'vitest';
import { formatSavedAt } from '../../src/ui/saved-copy-notice';

describe('formatSavedAt', () => {
  const now = new Date(2026, 10, 24, 18, 5);

  it('shows only the time on the same day', () => {
    expect(formatSavedAt(new Date(2026, 10, 24, 9, 7).getTime(), now)).toBe('09:07');
  });

  it('shows the day and month on another day, the same day of another month too', () => {
    expect(formatSavedAt(new Date(2026, 10, 23, 14, 32).getTime(), now)).toBe('23 Nov, 14:32');
    expect(formatSavedAt(new Date(2026, 9, 24, 0, 0).getTime(), now)).toBe('24 Oct, 00:00');
    expect(formatSavedAt(new Date(2025, 10, 24, 23, 59).getTime(), now)).toBe('24 Nov, 23:59');
  });
});
