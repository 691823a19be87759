/** `GET /riders/{id}`: the rider with every live part, joined for reading in one answer. */
import { and, eq, isNull } from 'drizzle-orm';
import type { RiderDetail } from '#contract/rider-detail';
import type { Queryable } from '../../db/client';
import { riderItems, riderSupportingActs } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { requireRider, toRider } from './rider-access';
import { externalOfRiders } from './rider-external-personnel.service';
import { filesOfRiders } from './rider-files.service';
import { toRiderItem } from './rider-items.service';
import { laborsOfRiders } from './rider-labors.service';
import { personnelOfRiders } from './rider-personnel.service';
import { toSupportingAct } from './rider-supporting-acts.service';
import { compareItems } from './riders.policy';

export async function getRiderDetail(db: Queryable, actor: AuthUser, id: string): Promise<RiderDetail> {
  const rider = await requireRider(db, actor, id, false);
  const items = await db
    .select()
    .from(riderItems)
    .where(and(eq(riderItems.riderId, id), isNull(riderItems.deletedAt)));
  const acts = await db
    .select()
    .from(riderSupportingActs)
    .where(and(eq(riderSupportingActs.riderId, id), isNull(riderSupportingActs.deletedAt)));
  const external = await externalOfRiders(db, [id]);
  const attached = await filesOfRiders(db, [id]);
  return {
    ...toRider(rider),
    items: items.map(toRiderItem).sort((a, b) => compareItems(a, b) || a.id.localeCompare(b.id)),
    personnel: await personnelOfRiders(db, [id]),
    externalPersonnel: external.filter((person) => person.supportingActId === null),
    labors: await laborsOfRiders(db, [id]),
    supportingActs: acts
      .map(toSupportingAct)
      .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
      .map((act) => ({
        ...act,
        personnel: external.filter((person) => person.supportingActId === act.id),
        files: attached.filter((file) => file.supportingActId === act.id),
      })),
    files: attached.filter((file) => file.supportingActId === null),
  };
}
