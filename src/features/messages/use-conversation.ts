import { useLiveQuery } from 'dexie-react-hooks';
import { type ChatRead, type ChatRoom, chatReadId } from '#contract/chat';
import type { RoadieDb } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';
import { FORMER_MEMBER, namesByUser } from './chat-names';

/** One member of a room: a person, or a group (everyone in it, now and later). */
export type MemberView = {
  memberId: string;
  kind: 'person' | 'group';
  /** The user's or the group's id. */
  id: string;
  name: string;
  /** A group's people, by name. */
  people: string[];
};

export type ConversationView = {
  room: ChatRoom;
  tourName: string;
  /** The user's own state of the room; absent until they first open, archive or mute it. */
  read: ChatRead | null;
  selfId: string;
  isAdmin: boolean;
  members: MemberView[];
  /** Names of the tour's people by user id: the senders. */
  names: Map<string, string>;
};

/** People first, then groups; each by name. */
const KIND_ORDER = { person: 0, group: 1 } as const;
const byKindThenName = (a: MemberView, b: MemberView) =>
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.name.localeCompare(b.name);

async function readConversation(db: RoadieDb, roomId: string): Promise<ConversationView | null> {
  const room = await db.chatRooms.get(roomId);
  if (!room) return null;
  const [tour, read, memberRows, personnel, groups, groupMembers] = await Promise.all([
    db.tours.get(room.tourId),
    db.chatReads.get(chatReadId(roomId, db.userId)),
    db.chatMembers.where('roomId').equals(roomId).toArray(),
    db.tourPersonnel.where('tourId').equals(room.tourId).toArray(),
    db.groups.where('tourId').equals(room.tourId).toArray(),
    db.groupMembers.where('tourId').equals(room.tourId).toArray(),
  ]);
  const names = namesByUser(personnel);
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  const members = memberRows.map((row): MemberView => {
    if (row.groupId) {
      const people = groupMembers
        .filter((member) => member.groupId === row.groupId)
        .map((member) => names.get(member.userId) ?? FORMER_MEMBER)
        .sort((a, b) => a.localeCompare(b));
      return {
        memberId: row.id,
        kind: 'group',
        id: row.groupId,
        name: groupNames.get(row.groupId) ?? 'A deleted group',
        people,
      };
    }
    const userId = row.userId ?? '';
    return {
      memberId: row.id,
      kind: 'person',
      id: userId,
      name: names.get(userId) ?? FORMER_MEMBER,
      people: [],
    };
  });
  return {
    room,
    tourName: tour?.name ?? '',
    read: read ?? null,
    selfId: db.userId,
    isAdmin: room.adminUserId === db.userId,
    members: members.sort(byKindThenName),
    names,
  };
}

/**
 * One conversation from the mirror: the room, its members with names and the user's read state.
 * `undefined` while it is read; `null` when the room is not on this device (never was, or the user
 * was taken out of it, or it was deleted).
 */
export function useConversation(roomId: string): ConversationView | null | undefined {
  const db = useUserDb();
  return useLiveQuery(() => (db ? readConversation(db, roomId) : undefined), [db, roomId]);
}
