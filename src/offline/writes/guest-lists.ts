/**
 * The writes of a show's guest list. A check-in is a step added to what the mirror holds, kept
 * within 0..quantity like the server does, so the door count never goes wrong.
 */
import { GUEST_LIST_STATUS_LABELS } from '#contract/guest-lists';
import { countOf } from '../../lib/plural';
import { excerpt, type MutationDeclarations, touchesId } from './declaration';
import { patchRow } from './rows';

type GuestListName = 'guestList.submit' | 'guestList.update' | 'guestList.setStatus' | 'guestList.checkIn';

export const GUEST_LIST_WRITES = {
  'guestList.submit': {
    async effect(db, args, ctx) {
      const event = await db.events.get(args.eventId);
      if (!event) return null;
      const existing = await db.guestListSubmissions.get(args.submission.id);
      const { id, ...fields } = args.submission;
      await db.guestListSubmissions.put({
        id,
        tourId: event.tourId,
        eventId: event.id,
        requesterUserId: existing?.requesterUserId ?? ctx.userId,
        firstName: fields.firstName,
        lastName: fields.lastName,
        quantity: fields.quantity,
        phone: fields.phone ?? null,
        email: fields.email ?? null,
        notes: fields.notes ?? null,
        deliveryMethod: fields.deliveryMethod,
        status: existing?.status ?? 'PENDING',
        checkedIn: existing?.checkedIn ?? 0,
        createdAt: existing?.createdAt ?? ctx.at,
      });
      return event.tourId;
    },
    touches: (args) => [args.submission.id],
    createdKey: 'submission',
    describe: (args) =>
      `Guest request: ${excerpt(`${args.submission.firstName} ${args.submission.lastName}`)}`,
  },
  'guestList.update': {
    effect: (db, args) => patchRow(db.guestListSubmissions, args.id, args.changes),
    touches: touchesId,
    describe: () => 'Guest request change',
  },
  'guestList.setStatus': {
    async effect(db, args) {
      const row = await db.guestListSubmissions.get(args.id);
      if (!row) return null;
      await db.guestListSubmissions.put({ ...row, status: args.status });
      return row.tourId;
    },
    touches: touchesId,
    describe: (args) => `Guest request ${GUEST_LIST_STATUS_LABELS[args.status].toLowerCase()}`,
  },
  'guestList.checkIn': {
    async effect(db, args) {
      const row = await db.guestListSubmissions.get(args.id);
      if (!row) return null;
      const checkedIn = Math.min(Math.max(row.checkedIn + args.count, 0), row.quantity);
      await db.guestListSubmissions.put({ ...row, checkedIn });
      return row.tourId;
    },
    touches: touchesId,
    describe: (args) =>
      args.count > 0 ? `Checking in ${countOf(args.count, 'guest')}` : 'Undoing a check-in',
  },
} satisfies MutationDeclarations<GuestListName>;
