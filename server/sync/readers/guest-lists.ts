import { toSubmission } from '../../modules/guest-lists/guest-lists.service';
import type { RowEntity } from '../cascade';
import { type ChangeReader, changeReader } from '../change-reader';

export const GUEST_LIST_READERS = {
  guestListSubmission: changeReader('guestListSubmission', toSubmission, {
    scope: (row) => ({ eventId: row.eventId, ownerUserId: row.requesterUserId }),
  }),
} satisfies Partial<Record<RowEntity, ChangeReader>>;
