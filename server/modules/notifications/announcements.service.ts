/** A tour manager's announcement: one push to the tour's people (all but the sender) or to the ones chosen. */
import { randomUUID } from 'node:crypto';
import { type Announcement, NOTIFICATION_MESSAGES } from '#contract/notifications';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/context';
import { validationFailed } from '../../http/errors';
import { requireTourManager } from '../tours/tour-access';
import { queueNotifications } from './notification-queue';
import { tourPeople } from './tour-people';

export async function sendAnnouncement(db: Queryable, actor: AuthUser, input: Announcement, now: Date) {
  await requireTourManager(db, actor, input.tourId);
  const people = await tourPeople(db, input.tourId);
  const chosen = input.userIds ? [...new Set(input.userIds)] : undefined;
  if (chosen?.some((id) => !people.has(id))) {
    throw validationFailed({ userIds: NOTIFICATION_MESSAGES.notPersonnel });
  }
  const recipients = chosen ?? [...people.keys()].filter((id) => id !== actor.id);
  if (recipients.length === 0) throw validationFailed({ userIds: NOTIFICATION_MESSAGES.noRecipients });
  // Its own batch: two announcements never merge into one notification.
  const key = randomUUID();
  const reachable = await queueNotifications(
    db,
    now,
    recipients.map((userId) => ({
      userId,
      tourId: input.tourId,
      kind: 'announcement' as const,
      key,
      title: input.title,
      body: input.text,
      url: `/dashboard/tours/${input.tourId}`,
    })),
  );
  return { recipients: recipients.length, reachable };
}
