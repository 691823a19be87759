import { toTracker } from '../../modules/production-trackers/production-trackers.service';
import type { RowEntity } from '../cascade';
import { type ChangeReader, changeReader, ofEvent } from '../change-reader';

/** A show's tracker row is hidden like its show (an "assigned only" show hides it too). */
export const PRODUCTION_TRACKER_READERS = {
  productionTracker: changeReader('productionTracker', toTracker, { scope: ofEvent }),
} satisfies Partial<Record<RowEntity, ChangeReader>>;
