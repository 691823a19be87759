import { CHAT_MESSAGES } from '#contract/chat';
import { removeChatMember } from '../../api/chat.api';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import type { ConversationView, MemberView } from './use-conversation';
import { useRoomWrite } from './use-room-write';

type MemberRowProps = { member: MemberView; view: ConversationView };

/** One person or group in the room; its admin may take them out (never themselves). */
export function MemberRow({ member, view }: MemberRowProps) {
  const { room, isAdmin } = view;
  const write = useRoomWrite('await-pull');
  const isRoomAdmin = member.kind === 'person' && member.id === room.adminUserId;
  const isSelf = member.kind === 'person' && member.id === view.selfId;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words text-slate-900 dark:text-white">
          {member.name}
          {isSelf ? (
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">(you)</span>
          ) : null}
          {member.kind === 'group' ? <Badge>Group</Badge> : null}
          {isRoomAdmin ? <Badge tone="accent">Admin</Badge> : null}
        </p>
        {member.kind === 'group' ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {member.people.length > 0 ? member.people.join(', ') : 'Nobody in this group yet'}
          </p>
        ) : null}
        {isAdmin && isRoomAdmin ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{CHAT_MESSAGES.adminStays}.</p>
        ) : null}
      </div>
      {isAdmin && !isRoomAdmin ? (
        <Button
          variant="ghost"
          aria-label={`Remove ${member.name} from ${room.name}`}
          disabled={write.disabled}
          isPending={write.isPending}
          onClick={() =>
            void write.run(
              () => removeChatMember(room.id, member.memberId),
              `${member.name} left ${room.name}`,
            )
          }
        >
          Remove
        </Button>
      ) : null}
    </li>
  );
}
