/**
 * A full rider on the demo tour, made through the same services as the API ("UK headline rider",
 * HEADLINE type): its template lines plus a few more, four people of the tour with their jobs, two
 * external people, labor types and four labor lines, a supporting act with a contact, two people and
 * a file, and a rider file (stage plot) — so every tab of the rider screens shows something real.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Tx } from '../db/client';
import { tourPersonnel } from '../db/schema/index';
import type { AuthUser } from '../http/context';
import { stageUpload } from '../modules/files/uploads.service';
import { requireRider, requireSupportingAct } from '../modules/riders/rider-access';
import { addExternalPerson } from '../modules/riders/rider-external-personnel.service';
import { attachRiderFile } from '../modules/riders/rider-files.service';
import { addRiderItem } from '../modules/riders/rider-items.service';
import { createLaborType } from '../modules/riders/rider-labor-types.service';
import { createRiderLabor } from '../modules/riders/rider-labors.service';
import { addRiderPersonnel } from '../modules/riders/rider-personnel.service';
import { createSupportingAct } from '../modules/riders/rider-supporting-acts.service';
import { createRider } from '../modules/riders/riders.service';
import { simplePdf } from './demo-pdf';

const JOBS = ['Tour manager', 'FOH engineer', 'Monitor engineer', 'Backline tech'];
const LABOR: [type: string, quantity: number, start: string, end: string][] = [
  ['Stagehand', 8, '10:00', '14:00'],
  ['Loader', 4, '23:00', '01:30'],
  ['Rigger', 2, '09:00', '12:00'],
  ['Runner', 1, '10:00', '23:00'],
];

async function attachPdf(
  tx: Tx,
  storage: FileStorage,
  manager: AuthUser,
  name: string,
  lines: string[],
  now: Date,
) {
  const bytes = simplePdf(name.replace(/\.pdf$/, ''), lines);
  return (await stageUpload(tx, storage, manager, { name, bytes, purpose: 'RIDER_FILE' }, now)).key;
}

export async function seedDemoRiders(
  tx: Tx,
  storage: FileStorage,
  manager: AuthUser,
  tourId: string,
  now: Date,
) {
  const rider = await createRider(
    tx,
    manager,
    tourId,
    {
      name: 'UK headline rider',
      type: 'HEADLINE',
      notes: 'Questions about this rider: Morgan, manager@roadie.example',
    },
    now,
  );
  const extra = [
    { section: 'HOSPITALITY', label: 'Fresh fruit', details: 'For twelve, in the dressing room by 16:00' },
    { section: 'HOSPITALITY', label: 'Local beer', quantity: 24 },
    { section: 'TECHNICAL', label: 'Drum riser', details: '2.4 × 2 m, 40 cm high, carpeted' },
    { section: 'TRANSPORTATION', label: 'Hotel shuttle', details: 'After curfew, for the band and the crew' },
  ] as const;
  for (const item of extra) await addRiderItem(tx, manager, rider.id, item, now);
  const people = await tx
    .select({ userId: tourPersonnel.userId })
    .from(tourPersonnel)
    .where(
      and(
        eq(tourPersonnel.tourId, tourId),
        eq(tourPersonnel.status, 'ACTIVE'),
        isNull(tourPersonnel.deletedAt),
        isNotNull(tourPersonnel.userId),
      ),
    )
    .orderBy(asc(tourPersonnel.createdAt));
  for (const [index, person] of people.slice(0, JOBS.length).entries())
    if (person.userId)
      await addRiderPersonnel(tx, manager, rider.id, { userId: person.userId, role: JOBS[index] }, now);
  for (const person of [
    { name: 'Sam Okafor', role: 'Bus driver', phone: '+44 20 7946 0102' },
    { name: 'Priya Shah', role: 'Lighting designer', email: 'priya@lights.example' },
  ])
    await addExternalPerson(tx, manager, rider.id, null, person, now);
  for (const [name, quantity, startTime, endTime] of LABOR) {
    const type = await createLaborType(tx, manager, { tourId, name }, now);
    await createRiderLabor(
      tx,
      manager,
      { riderId: rider.id, laborTypeId: type.id, quantity, startTime, endTime },
      now,
    );
  }
  const act = await createSupportingAct(
    tx,
    manager,
    {
      riderId: rider.id,
      name: 'Paper Lanterns',
      contactName: 'Jo Reyes',
      email: 'jo@paperlanterns.example',
      notes: '30 minute set; shares the headliner’s drum kit',
    },
    now,
  );
  for (const person of [
    { name: 'Jo Reyes', role: 'Tour manager' },
    { name: 'Dee Marsh', role: 'Sound engineer' },
  ])
    await addExternalPerson(tx, manager, rider.id, act.id, person, now);
  const { rider: row } = await requireSupportingAct(tx, manager, act.id, true);
  const actKey = await attachPdf(
    tx,
    storage,
    manager,
    'Paper Lanterns input list.pdf',
    ['1 Kick', '2 Snare', '3 Bass DI', '4 Vocal'],
    now,
  );
  await attachRiderFile(tx, manager, row, act.id, { key: actKey }, now);
  const plotKey = await attachPdf(
    tx,
    storage,
    manager,
    'Stage plot.pdf',
    ['Drums centre, riser 2.4 x 2 m', 'FOH at 25 m'],
    now,
  );
  await attachRiderFile(
    tx,
    manager,
    await requireRider(tx, manager, rider.id, true),
    null,
    { key: plotKey },
    now,
  );
  return rider;
}
