/** Guest list requests of a show, their approval and the door's check-in. */
import { patchGuestList, submitGuestList } from '../../modules/guest-lists/guest-lists.service';
import type { MutatorsOf } from './mutator';

export const GUEST_LIST_MUTATORS: MutatorsOf<'guestList'> = {
  'guestList.submit': {
    run: (db, actor, args, now) => submitGuestList(db, actor, args.eventId, args.submission, now),
  },
  'guestList.update': {
    run: (db, actor, args, now) => patchGuestList(db, actor, args.id, args.changes, now),
  },
  'guestList.setStatus': {
    run: (db, actor, args, now) => patchGuestList(db, actor, args.id, { status: args.status }, now),
  },
  // A step, not a total: two door devices checking people in offline both count.
  'guestList.checkIn': {
    run: (db, actor, args, now) => patchGuestList(db, actor, args.id, { checkIn: args.count }, now),
  },
};
