import { describe, expect, it } from 'vitest';
import {
  entitlementsOf,
  isEntitled,
  refusalOf,
  resumeDateOf,
} from '../../server/modules/subscriptions/subscriptions.policy';

const now = new Date('2027-03-10T12:00:00Z');
const periodEnd = new Date('2027-04-10T12:00:00Z');

describe('what a subscription unlocks', () => {
  it('an active one, and a paused one only within the period paid for', () => {
    expect(isEntitled({ status: 'ACTIVE', currentPeriodEnd: periodEnd }, now)).toBe(true);
    expect(isEntitled({ status: 'PAUSED', currentPeriodEnd: periodEnd }, now)).toBe(true);
    expect(
      isEntitled({ status: 'PAUSED', currentPeriodEnd: periodEnd }, new Date('2027-04-11T00:00:00Z')),
    ).toBe(false);
    expect(isEntitled({ status: 'PAUSED', currentPeriodEnd: null }, now)).toBe(false);
    for (const status of ['INCOMPLETE', 'PAST_DUE', 'CANCELED'] as const)
      expect(isEntitled({ status, currentPeriodEnd: periodEnd }, now)).toBe(false);
    expect(entitlementsOf(null, now)).toEqual({ createTeam: false });
  });

  it('refuses changes that do not fit the state, and a pause date that is not after now', () => {
    expect(refusalOf('pause', 'ACTIVE')).toBeNull();
    expect(refusalOf('pause', 'PAUSED')).not.toBeNull();
    expect(refusalOf('resume', 'ACTIVE')).not.toBeNull();
    expect(refusalOf('cancel', 'PAUSED')).toBeNull();
    expect(refusalOf('cancel-at-period-end', 'CANCELED')).not.toBeNull();
    expect(resumeDateOf('', now)).toBeNull();
    expect(resumeDateOf(null, now)).toBeNull();
    expect(resumeDateOf('2027-03-10', now)).toBe('invalid');
    expect(resumeDateOf('2027-03-11', now)).toEqual(new Date('2027-03-11T00:00:00Z'));
  });
});
