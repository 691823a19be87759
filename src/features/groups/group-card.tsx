import { useId, useState } from 'react';
import { Button } from '../../ui/button';
import { AddMembersForm } from './add-members-form';
import { DeleteGroupButton } from './delete-group-button';
import { RemoveMemberButton } from './remove-member-button';
import { RenameGroupForm } from './rename-group-form';
import type { GroupPerson, GroupView } from './use-tour-groups';

type GroupCardProps = { group: GroupView; people: readonly GroupPerson[]; canEdit: boolean; online: boolean };

/** One group: its members, and for managers (online) rename, delete, add and remove people. */
export function GroupCard({ group, people, canEdit, online }: GroupCardProps) {
  const titleId = useId();
  const [isRenaming, setIsRenaming] = useState(false);
  const manage = canEdit && online;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900 dark:text-white">
          {group.name}
        </h2>
        {canEdit && !isRenaming ? (
          <div className="flex gap-2">
            <Button
              variant="ghost"
              aria-label={`Rename ${group.name}`}
              disabled={!online}
              onClick={() => setIsRenaming(true)}
            >
              Rename
            </Button>
            <DeleteGroupButton group={group} disabled={!online} />
          </div>
        ) : null}
      </div>
      {isRenaming ? <RenameGroupForm group={group} onDone={() => setIsRenaming(false)} /> : null}
      {group.members.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nobody in this group yet.</p>
      ) : (
        <ul aria-label={`Members of ${group.name}`} className="flex flex-col gap-1">
          {group.members.map((member) => (
            <li
              key={member.memberId}
              className="flex items-center justify-between gap-2 text-slate-800 dark:text-slate-200"
            >
              <span>{member.name}</span>
              {canEdit ? (
                <RemoveMemberButton groupId={group.id} groupName={group.name} member={member} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {manage ? <AddMembersForm group={group} people={people} /> : null}
    </li>
  );
}
