/**
 * Change readers of riders and every part of them: everyone on the tour receives them (nothing is
 * hidden), so each is the plain reader of its table.
 */
import { eq } from 'drizzle-orm';
import type { SyncEntity } from '#contract/sync';
import {
  files,
  riderExternalPersonnel,
  riderItems,
  riderLabors,
  riderLaborTypes,
  riderPersonnel,
  riderSupportingActs,
  riders,
} from '../db/schema/index';
import { toRider } from '../modules/riders/rider-access';
import { toExternalPerson } from '../modules/riders/rider-external-personnel.service';
import { toRiderFile } from '../modules/riders/rider-files.service';
import { toRiderItem } from '../modules/riders/rider-items.service';
import { toLaborType } from '../modules/riders/rider-labor-types.service';
import { toRiderLabor } from '../modules/riders/rider-labors.service';
import { toRiderPersonnel } from '../modules/riders/rider-personnel.service';
import { toSupportingAct } from '../modules/riders/rider-supporting-acts.service';
import { type ChangeReader, changeReader } from './change-reader';

export const RIDER_CHANGE_READERS = {
  rider: changeReader('rider', riders, toRider),
  riderItem: changeReader('riderItem', riderItems, toRiderItem),
  riderPersonnel: changeReader('riderPersonnel', riderPersonnel, toRiderPersonnel),
  riderExternalPerson: changeReader('riderExternalPerson', riderExternalPersonnel, toExternalPerson),
  riderLabor: changeReader('riderLabor', riderLabors, toRiderLabor),
  riderLaborType: changeReader('riderLaborType', riderLaborTypes, toLaborType),
  riderSupportingAct: changeReader('riderSupportingAct', riderSupportingActs, toSupportingAct),
  // Only RIDER files: tour and day files are the `tourFile` reader's (it filters by kind too).
  riderFile: changeReader('riderFile', files, toRiderFile, { only: eq(files.kind, 'RIDER') }),
} satisfies Partial<Record<SyncEntity, ChangeReader>>;
