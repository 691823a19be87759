import { removeGroupMember } from '../../api/groups.api';
import { Button } from '../../ui/button';
import { useGroupWrite } from './use-group-write';
import type { GroupMemberView } from './use-tour-groups';

type RemoveMemberButtonProps = { groupId: string; groupName: string; member: GroupMemberView };

export function RemoveMemberButton({ groupId, groupName, member }: RemoveMemberButtonProps) {
  const write = useGroupWrite();
  return (
    <Button
      variant="ghost"
      aria-label={`Remove ${member.name} from ${groupName}`}
      disabled={write.disabled}
      isPending={write.isPending}
      onClick={() =>
        void write.run(() => removeGroupMember(groupId, member.memberId), `${member.name} left ${groupName}`)
      }
    >
      Remove
    </Button>
  );
}
