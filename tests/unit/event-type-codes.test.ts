import { describe, expect, it } from 'vitest';
import { eventTypeCodeOf } from '#contract/event-types';
import { EVENT_TYPE_CODE_PATTERN } from '#contract/events';

describe('eventTypeCodeOf', () => {
  it.each([
    ['Meet & Greet', 'MEET_GREET'],
    ['  Café crème  ', 'CAFE_CREME'],
    ['42 Soundcheck', 'SOUNDCHECK'],
    ['after-show party 2', 'AFTER_SHOW_PARTY_2'],
  ])('%s → %s, a code events may store', (label, code) => {
    expect(eventTypeCodeOf(label)).toBe(code);
    expect(EVENT_TYPE_CODE_PATTERN.test(code)).toBe(true);
  });

  it('gives nothing for a name without letters, and stays within the code length', () => {
    expect(eventTypeCodeOf('!!! 123')).toBe('');
    const long = eventTypeCodeOf('word '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(36);
    expect(EVENT_TYPE_CODE_PATTERN.test(long)).toBe(true);
  });
});
