import { toTourFile } from '../../modules/files/files.service';
import type { RowEntity } from '../cascade';
import { type ChangeReader, changeReader } from '../change-reader';

export const FILE_READERS = {
  // `files` holds other kinds too: the same filter the cascade uses picks the tour's ones.
  tourFile: changeReader('tourFile', toTourFile),
} satisfies Partial<Record<RowEntity, ChangeReader>>;
