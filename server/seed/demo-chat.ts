/**
 * The demo tour's crew chat, made through the same services as the API: the manager and
 * crew@roadie.example talking over the last day, the crew member having read all but the last two
 * messages — so their menu shows an unread badge on first sign-in.
 */
import type { Tx } from '../db/client';
import type { AuthUser } from '../http/context';
import { sendChatMessage } from '../modules/chat/chat-messages.service';
import { visitChatRoom } from '../modules/chat/chat-reads.service';
import { createChatRoom } from '../modules/chat/chat-rooms.service';

const HISTORY: { from: 'manager' | 'crew'; minutesAgo: number; text: string }[] = [
  { from: 'manager', minutesAgo: 1440, text: 'Welcome to the crew chat for the Northern Lights Tour.' },
  { from: 'crew', minutesAgo: 1430, text: 'Thanks! Is the FOH desk coming with us or provided?' },
  {
    from: 'manager',
    minutesAgo: 1425,
    text: 'Provided at every venue, see the rider. Bring your own mic kit.',
  },
  { from: 'crew', minutesAgo: 600, text: 'Landed. Heading to the hotel now.' },
  { from: 'manager', minutesAgo: 590, text: 'Great. Lobby call is on the daysheet, check it before bed.' },
  {
    from: 'crew',
    minutesAgo: 120,
    text: 'Wi-Fi at the venue is down in the basement, I am working offline.',
  },
  { from: 'manager', minutesAgo: 45, text: 'Doors moved 30 minutes later tonight, the daysheet is updated.' },
  { from: 'manager', minutesAgo: 10, text: 'Line check in 20, please be at FOH.' },
];

export async function seedDemoChat(tx: Tx, manager: AuthUser, tourId: string, crew: AuthUser, now: Date) {
  const started = new Date(now.getTime() - 1500 * 60_000);
  const room = await createChatRoom(
    tx,
    manager,
    { tourId, name: 'Crew chat', userIds: [crew.id], groupIds: [] },
    started,
  );
  let lastCrewRead: string | undefined;
  for (const [index, line] of HISTORY.entries()) {
    const at = new Date(now.getTime() - line.minutesAgo * 60_000);
    const message = await sendChatMessage(
      tx,
      line.from === 'crew' ? crew : manager,
      room.id,
      { text: line.text },
      at,
    );
    if (index < HISTORY.length - 2) lastCrewRead = message.sentAt;
  }
  await visitChatRoom(tx, manager, room.id, undefined, now);
  await visitChatRoom(tx, crew, room.id, lastCrewRead, now);
  return room;
}
