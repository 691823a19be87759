import { dehydrate, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { artistFileQueries } from '../../src/api/artist-files.queries';
import { artistQueries } from '../../src/api/artists.queries';
import { calendarQueries } from '../../src/api/calendar.queries';
import { invitationQueries } from '../../src/api/invitations.queries';
import { passportWarningQueries } from '../../src/api/passport-warnings.queries';
import { personalEventQueries } from '../../src/api/personal-events.queries';
import { profileQueries } from '../../src/api/profile.queries';
import { tourDayQueries } from '../../src/api/tour-days.queries';
import { tourPersonnelQueries } from '../../src/api/tour-personnel.queries';
import { tourQueries } from '../../src/api/tours.queries';
import { userQueries } from '../../src/api/users.queries';
import {
  isPersistableQueryKey,
  QUERY_PERSISTENCE_RULES,
  shouldPersistQuery,
} from '../../src/app/query-persistence-rules';

const RANGE = { from: '2026-11-01', to: '2026-11-30' };

/** Every query area of src/api: each factory's `all` key. */
const factories = import.meta.glob<Record<string, unknown>>('../../src/api/*.queries.ts', { eager: true });
const areas = Object.entries(factories).flatMap(([file, module]) =>
  Object.values(module).flatMap((factory) => {
    const all = (factory as { all?: unknown } | null)?.all;
    return Array.isArray(all) && typeof all[0] === 'string' ? [{ file, area: all[0] }] : [];
  }),
);

/** What the persister would write: the keys dehydrate keeps with the app's filter. */
function persistedKeys(fill: (client: QueryClient) => void): QueryKey[] {
  const client = new QueryClient();
  fill(client);
  return dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries.map((q) => q.queryKey);
}

describe('which query answers are saved on the device', () => {
  it('has a decision for every query area in src/api (a new one must be classified)', () => {
    expect(areas.length).toBeGreaterThanOrEqual(15);
    for (const { file, area } of areas) {
      expect(QUERY_PERSISTENCE_RULES, `${file}: area '${area}'`).toHaveProperty([area]);
    }
  });

  it('never saves personal documents, passports, download URLs or tokens', () => {
    const personal: QueryKey[] = [
      profileQueries.all,
      profileQueries.personalDetails().queryKey,
      passportWarningQueries.tour('tour-1').queryKey,
      userQueries.registrationConfirmation('a-token').queryKey,
      // Whatever area they are filed under, keys that name a secret stay off the disk.
      ['artist-files', 'download-url', 'file-1'],
      ['calendar', 'documents'],
      ['invitations', 'token'],
    ];
    for (const key of personal) expect(isPersistableQueryKey(key), JSON.stringify(key)).toBe(false);
  });

  it('does not save what the mirror already holds, nor an unknown area', () => {
    for (const key of [
      tourQueries.list().queryKey,
      tourQueries.detail('tour-1').queryKey,
      tourDayQueries.list('tour-1').queryKey,
      tourPersonnelQueries.list('tour-1').queryKey,
      ['something-new', 'list'],
      [],
    ]) {
      expect(isPersistableQueryKey(key), JSON.stringify(key)).toBe(false);
    }
  });

  it('saves the non-mirrored reads screens need offline, including after a failed refresh', () => {
    const keys = persistedKeys((client) => {
      client.setQueryData(calendarQueries.combined(RANGE).queryKey, []);
      client.setQueryData(calendarQueries.upcoming({ limit: 10 }).queryKey, []);
      client.setQueryData(artistQueries.list().queryKey, []);
      client.setQueryData(artistFileQueries.list('artist-1').queryKey, []);
      client.setQueryData(invitationQueries.list().queryKey, []);
      client.setQueryData(personalEventQueries.detail('event-1').queryKey, undefined);
      client.setQueryData(profileQueries.personalDetails().queryKey, undefined);
      client.setQueryData(tourQueries.list().queryKey, []);
      // A refresh that failed offline keeps the answer, and the saved copy with it.
      const failed = client.getQueryCache().build(client, { queryKey: invitationQueries.list().queryKey });
      failed.setState({ status: 'error', error: new Error('offline'), data: [] });
    });
    expect(keys).toEqual([
      calendarQueries.combined(RANGE).queryKey,
      calendarQueries.upcoming({ limit: 10 }).queryKey,
      artistQueries.list().queryKey,
      artistFileQueries.list('artist-1').queryKey,
      invitationQueries.list().queryKey,
    ]);
  });

  it('never writes a personal-details answer, even one with data', () => {
    const keys = persistedKeys((client) => {
      client
        .getQueryCache()
        .build(client, { queryKey: profileQueries.personalDetails().queryKey })
        .setState({
          status: 'success',
          data: { documents: [{ kind: 'DRIVERS_LICENSE', fileId: 'scan' }] },
        });
      client
        .getQueryCache()
        .build(client, { queryKey: passportWarningQueries.tour('tour-1').queryKey })
        .setState({
          status: 'success',
          data: [{ passportId: 'p-1', expirationDate: '2027-01-01' }],
        });
    });
    expect(keys).toEqual([]);
  });
});
