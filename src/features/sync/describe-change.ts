import { EVENT_TYPE_LABELS } from '#contract/events';
import { GUEST_LIST_STATUS_LABELS } from '#contract/guest-lists';
import { DAY_TAG_LABELS } from '#contract/tour-days';
import { countOf } from '../../lib/plural';
import type { OutboxRow } from '../../offline/db';
import { rowMutation } from '../../offline/outbox';
import { describeRiderChange } from './describe-rider-change';

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text);

/** What a queued write was, in the user's words, for the failed-changes panel. */
export function describeChange(row: Pick<OutboxRow, 'name' | 'args'>): string {
  const mutation = rowMutation(row);
  if (!mutation) return 'A change this version of the app cannot read';
  switch (mutation.name) {
    case 'note.create':
      return `New note: “${excerpt(mutation.args.note.text)}”`;
    case 'note.update':
      return `Note edit: “${excerpt(mutation.args.changes.text)}”`;
    case 'note.delete':
      return 'Deleting a note';
    case 'day.setTag':
      return mutation.args.tag ? `Day tag: ${DAY_TAG_LABELS[mutation.args.tag]}` : 'Removing a day tag';
    case 'event.create':
      return `New ${EVENT_TYPE_LABELS[mutation.args.event.type].toLowerCase()} event: “${excerpt(mutation.args.event.title)}”`;
    case 'event.update':
      return mutation.args.changes.title
        ? `Event change: “${excerpt(mutation.args.changes.title)}”`
        : 'Event change';
    case 'event.delete':
      return 'Deleting an event';
    case 'room.create':
      return `New room: “${excerpt(mutation.args.room.name)}”`;
    case 'room.update':
      return 'Room change';
    case 'room.delete':
      return 'Deleting a room';
    case 'room.addMember':
      return 'Putting someone in a room';
    case 'room.moveMember':
      return 'Moving someone to another room';
    case 'room.removeMember':
      return 'Taking someone out of a room';
    case 'profile.updatePersonalDetails':
      return 'Personal details change';
    case 'profile.updateTravellingDetails':
      return 'Travelling details change';
    case 'passport.save':
      return `Passport ${mutation.args.passport.number}`;
    case 'passport.delete':
      return 'Deleting a passport';
    case 'emergencyContact.save':
      return `Emergency contact: ${excerpt(mutation.args.contact.name)}`;
    case 'emergencyContact.delete':
      return 'Deleting an emergency contact';
    case 'guestList.submit':
      return `Guest request: ${excerpt(`${mutation.args.submission.firstName} ${mutation.args.submission.lastName}`)}`;
    case 'guestList.update':
      return 'Guest request change';
    case 'guestList.setStatus':
      return `Guest request ${GUEST_LIST_STATUS_LABELS[mutation.args.status].toLowerCase()}`;
    case 'guestList.checkIn':
      return mutation.args.count > 0
        ? `Checking in ${countOf(mutation.args.count, 'guest')}`
        : 'Undoing a check-in';
    default:
      return describeRiderChange(mutation, excerpt);
  }
}
