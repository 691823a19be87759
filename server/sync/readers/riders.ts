import { toRider } from '../../modules/riders/rider-access';
import { toExternalPerson } from '../../modules/riders/rider-external-personnel.service';
import { toRiderFile } from '../../modules/riders/rider-files.service';
import { toRiderItem } from '../../modules/riders/rider-items.service';
import { toLaborType } from '../../modules/riders/rider-labor-types.service';
import { toRiderLabor } from '../../modules/riders/rider-labors.service';
import { toRiderPersonnel } from '../../modules/riders/rider-personnel.service';
import { toSupportingAct } from '../../modules/riders/rider-supporting-acts.service';
import type { RowEntity } from '../cascade';
import { type ChangeReader, changeReader } from '../change-reader';

export const RIDER_READERS = {
  rider: changeReader('rider', toRider),
  riderItem: changeReader('riderItem', toRiderItem),
  riderPersonnel: changeReader('riderPersonnel', toRiderPersonnel),
  riderExternalPerson: changeReader('riderExternalPerson', toExternalPerson),
  riderLabor: changeReader('riderLabor', toRiderLabor),
  riderLaborType: changeReader('riderLaborType', toLaborType),
  riderSupportingAct: changeReader('riderSupportingAct', toSupportingAct),
  // Only RIDER files: tour and day files are the `tourFile` reader's (the same filters as the cascade).
  riderFile: changeReader('riderFile', toRiderFile),
} satisfies Partial<Record<RowEntity, ChangeReader>>;
