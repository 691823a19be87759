/**
 * The scale bench's end check: after every device pulled to the end, the devices of a tour hold the
 * same rows (a hash of every row's data but the tour's own, which carries the caller's role) at the
 * same version, and those rows match the server's: its notes (id and text), days and people.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Fleet } from './fleet-seed';
import type { SimDevice } from './sim-device';

function fingerprint(device: SimDevice): string {
  const hash = createHash('sha256');
  const keys = [...device.rows.keys()].filter((key) => !key.startsWith('tour:')).sort();
  for (const key of keys) hash.update(`${key}=${JSON.stringify(device.rows.get(key))}\n`);
  return hash.digest('base64url');
}

/** The device's rows of one entity as `id` or `id=text` strings, sorted. */
function deviceRows(device: SimDevice, entity: string, text = false): string[] {
  return [...device.rows.entries()]
    .filter(([key]) => key.startsWith(`${entity}:`))
    .map(([key, data]) => `${key.slice(entity.length + 1)}${text ? `=${String(data.text)}` : ''}`)
    .sort();
}

async function serverRows(client: pg.Client, tourId: string) {
  const ids = async (sql: string) =>
    (await client.query<{ v: string }>(sql, [tourId])).rows.map((row) => row.v).sort();
  return {
    version: Number(
      (await client.query<{ v: number }>('SELECT version AS v FROM tours WHERE id = $1', [tourId])).rows[0]
        ?.v,
    ),
    note: await ids("SELECT id || '=' || text AS v FROM notes WHERE tour_id = $1 AND deleted_at IS NULL"),
    tourDay: await ids('SELECT id::text AS v FROM tour_days WHERE tour_id = $1 AND deleted_at IS NULL'),
    tourPersonnel: await ids(
      'SELECT id::text AS v FROM tour_personnel WHERE tour_id = $1 AND deleted_at IS NULL',
    ),
  };
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

export async function converged(url: string, fleet: Fleet, devices: SimDevice[]) {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [t, tour] of fleet.tours.entries()) {
      const group = devices.filter((device) => device.user.tour.tourId === tour.tourId);
      const first = group[0];
      if (!first) continue;
      const server = await serverRows(client, tour.tourId);
      const reference = fingerprint(first);
      const differing = group.filter((d) => d.version !== first.version || fingerprint(d) !== reference);
      if (differing.length)
        problems.push(`tour ${t + 1}: ${differing.length} of ${group.length} devices differ`);
      if (first.version !== server.version)
        problems.push(`tour ${t + 1}: devices at version ${first.version}, server at ${server.version}`);
      for (const entity of ['note', 'tourDay', 'tourPersonnel'] as const) {
        const rows = deviceRows(first, entity, entity === 'note');
        if (!same(rows, server[entity]))
          problems.push(
            `tour ${t + 1}: ${entity} ${rows.length} on devices, ${server[entity].length} on the server`,
          );
      }
    }
  } finally {
    await client.end();
  }
  return { ok: problems.length === 0, problems };
}
