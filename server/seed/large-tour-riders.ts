/**
 * The bench large tour's riders (docs/performance-budgets.md): 20 riders, each with its type's template lines
 * plus a few more, five people of the tour and four labor lines over the tour's labor types.
 * Inserted in bulk like the rest of the large tour (one service call per row would take too long);
 * each table's insert gets ONE new tour version, so the rows pull like any other write.
 */
import { randomUUID } from 'node:crypto';
import { RIDER_TYPE_IDS } from '#contract/riders';
import type { Db } from '../db/client';
import { riderItems, riderLabors, riderLaborTypes, riderPersonnel, riders } from '../db/schema/index';
import { templateLines } from '../modules/riders/riders.policy';

type Stamp = (version: number) => { tourId: string; version: number; createdAt: Date; updatedAt: Date };

const LABOR_TYPES = ['Stagehand', 'Loader', 'Rigger', 'Runner'];

/** Returns how many rows of each kind it made. */
export async function seedLargeTourRiders(
  db: Db,
  userIds: readonly string[],
  next: () => number,
  stamp: Stamp,
  count = 20,
) {
  const riderRows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    name: `Rider ${String(i + 1).padStart(2, '0')}`,
    type: RIDER_TYPE_IDS[i % (RIDER_TYPE_IDS.length - 1)] ?? 'HEADLINE',
    notes: 'Questions: the tour manager',
  }));
  const ridersVersion = next();
  await db.insert(riders).values(riderRows.map((row) => ({ ...row, ...stamp(ridersVersion) })));
  const items = riderRows.flatMap((rider) => {
    const lines = templateLines(rider.id, rider.type);
    const extra = ['Fresh fruit', 'Towels', 'Parking permit'].map((label, k) => ({
      id: randomUUID(),
      section: 'HOSPITALITY' as const,
      label,
      details: null,
      position: lines.length + k,
    }));
    return [...lines, ...extra].map((line) => ({ ...line, riderId: rider.id, quantity: null }));
  });
  const itemsVersion = next();
  await db.insert(riderItems).values(items.map((item) => ({ ...item, ...stamp(itemsVersion) })));
  const people = riderRows.flatMap((rider, r) =>
    Array.from({ length: Math.min(5, userIds.length) }, (_, k) => ({
      riderId: rider.id,
      userId: userIds[(r * 5 + k) % userIds.length] ?? '',
      role: k === 0 ? 'Tour manager' : null,
      position: k,
    })),
  );
  const peopleVersion = next();
  if (people.length)
    await db.insert(riderPersonnel).values(people.map((p) => ({ ...p, ...stamp(peopleVersion) })));
  const typesVersion = next();
  const types = await db
    .insert(riderLaborTypes)
    .values(LABOR_TYPES.map((name) => ({ name, ...stamp(typesVersion) })))
    .returning({ id: riderLaborTypes.id });
  const labors = riderRows.flatMap((rider) =>
    types.map((type, k) => ({
      riderId: rider.id,
      laborTypeId: type.id,
      quantity: 2 + k,
      startTime: '09:00',
      endTime: '13:00',
      notes: null,
      position: k,
    })),
  );
  const laborsVersion = next();
  await db.insert(riderLabors).values(labors.map((labor) => ({ ...labor, ...stamp(laborsVersion) })));
  return {
    riders: riderRows.length,
    riderItems: items.length,
    riderPersonnel: people.length,
    riderLabors: labors.length,
  };
}
