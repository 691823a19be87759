/**
 * Guards the device's one declaration per sync entity (src/offline/entities.ts): every entity the
 * server sends lands in its own table, leaves with its tour, and takes every child SYNC_CHILDREN
 * names with it when deleted. The rows are the demo workspace's, pulled from the real server, so
 * each one is valid; a new entity the demo does not seed fails the first test until it does.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_ENTITIES, type SyncEntity } from '#contract/sync';
import { childrenOf, SYNC_CHILDREN, type SyncParentEntity } from '#contract/sync-cascade';
import { DEMO_LOGINS, seedDemo } from '../../server/seed/demo';
import { mirrorTable } from '../../src/offline/cascade';
import type { MirrorRow, RoadieDb } from '../../src/offline/db';
import { checkPage, forgetTour, writeCheckedPage } from '../../src/offline/mirror';
import { signIn } from '../support/factories';
import { type Device, openDevice, type SyncUser, setupOfflineServer } from '../support/offline-harness';

const { t, devices } = await setupOfflineServer();
const PASSWORD = 'Roadie-demo-1';
let manager: SyncUser | undefined;

// The whole demo workspace (every area): heavy work on a loaded machine.
beforeAll(async () => {
  await seedDemo(t.db, t.deps.storage, PASSWORD, t.clock.now());
  const session = await signIn(t, DEMO_LOGINS[0].email, PASSWORD);
  manager = { id: session.user.id, token: session.authToken, email: session.user.email };
}, 90_000);

function demoManager(): SyncUser {
  if (!manager) throw new Error('the demo workspace was not seeded');
  return manager;
}

const rowsOf = (db: RoadieDb, entity: SyncEntity) => mirrorTable(db, entity).toArray();

describe('every sync entity on the device', () => {
  it('is written to its own table by the pull, and leaves with its tour', async () => {
    const device = await devices.open(demoManager());
    const empty: SyncEntity[] = [];
    for (const entity of SYNC_ENTITIES)
      if ((await rowsOf(device.db, entity)).length === 0) empty.push(entity);
    expect(empty).toEqual([]);

    const tours = await device.db.tours.toCollection().primaryKeys();
    for (const tourId of tours) await forgetTour(device.db, tourId);

    const left: string[] = [];
    for (const entity of SYNC_ENTITIES) {
      const count = (await rowsOf(device.db, entity)).length;
      if (count > 0) left.push(`${entity}: ${count}`);
    }
    expect(left).toEqual([]);
  });
});

type Planted = { entity: SyncEntity; id: string };

describe('a deleted parent on the device', () => {
  let device: Device | undefined;
  beforeAll(async () => {
    device = await openDevice(t, demoManager());
  }, 60_000);
  afterAll(() => device?.dispose());

  const db = () => {
    if (!device) throw new Error('no device');
    return device.db;
  };

  /** A copy of a real row of `entity` under a new id, then (recursively) one of each of its children. */
  async function plant(entity: SyncEntity, link: Partial<Record<string, string>>, into: Planted[]) {
    const sample = (await rowsOf(db(), entity))[0];
    if (!sample) throw new Error(`the demo has no ${entity} to copy`);
    const id = `planted-${entity}-${into.length}`;
    const row: MirrorRow = { ...sample, ...link, id };
    await mirrorTable(db(), entity).put(row);
    into.push({ entity, id });
    for (const child of childrenOf(entity)) await plant(child.entity, { [child.key]: id }, into);
    return { id, tourId: 'tourId' in sample ? sample.tourId : sample.id };
  }

  const counts = () => Promise.all(SYNC_ENTITIES.map((entity) => mirrorTable(db(), entity).count()));

  it.each(Object.keys(SYNC_CHILDREN) as SyncParentEntity[])(
    '%s takes every child (and their children) with it, and nothing else',
    async (parent) => {
      const before = await counts();
      const planted: Planted[] = [];
      const root = await plant(parent, {}, planted);
      const version = (await db().syncState.get(root.tourId))?.version ?? 0;

      await writeCheckedPage(
        db(),
        root.tourId,
        checkPage({ version, changes: [{ entity: parent, id: root.id, op: 'delete', version, data: null }] }),
        { wipe: false },
      );

      const kept: Planted[] = [];
      for (const row of planted) if (await mirrorTable(db(), row.entity).get(row.id)) kept.push(row);
      expect(kept).toEqual([]);
      expect(new Set(planted.map((row) => row.entity))).toEqual(new Set(descendantsOf(parent)));
      expect(await counts()).toEqual(before);
    },
  );
});

/** The parent and every entity below it in SYNC_CHILDREN. */
function descendantsOf(entity: SyncEntity): SyncEntity[] {
  return [entity, ...childrenOf(entity).flatMap((link) => descendantsOf(link.entity))];
}
