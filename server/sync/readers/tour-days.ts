import { toNote } from '../../modules/tour-days/notes.service';
import { toTourDay } from '../../modules/tour-days/tour-days.service';
import type { RowEntity } from '../cascade';
import { type ChangeReader, changeReader } from '../change-reader';

export const TOUR_DAY_READERS = {
  tourDay: changeReader('tourDay', toTourDay),
  note: changeReader('note', toNote),
} satisfies Partial<Record<RowEntity, ChangeReader>>;
