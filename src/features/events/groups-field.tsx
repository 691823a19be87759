import { CheckboxField } from '../../ui/checkbox-field';
import type { GroupOption } from './use-day-events';

type GroupsFieldProps = {
  groups: readonly GroupOption[];
  value: readonly string[];
  onChange: (groupIds: string[]) => void;
};

/** Groups the event is for: everyone in a checked group is on it (and sees it if assigned only). */
export function GroupsField({ groups, value, onChange }: GroupsFieldProps) {
  if (groups.length === 0) return null;
  const chosen = new Set(value);
  const toggle = (groupId: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(groupId);
    else next.delete(groupId);
    onChange([...next]);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Assigned groups</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {groups.map((group) => (
          <CheckboxField
            key={group.groupId}
            label={
              <>
                {group.name}
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {group.members.length > 0 ? group.members.map((m) => m.name).join(', ') : 'Nobody yet'}
                </span>
              </>
            }
            checked={chosen.has(group.groupId)}
            onChange={(event) => toggle(group.groupId, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
