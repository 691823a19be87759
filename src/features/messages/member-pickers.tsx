import { MESSAGES } from '#contract/messages';
import { CheckboxField } from '../../ui/checkbox-field';
import type { GroupChoice, PersonChoice } from './use-tour-people';

type PickerProps<T> = {
  choices: readonly T[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
};

function toggled(value: readonly string[], id: string, checked: boolean): string[] {
  const next = new Set(value);
  if (checked) next.add(id);
  else next.delete(id);
  return [...next];
}

/** People of the tour to put in the conversation; the error of "nobody chosen" shows under it. */
export function PeoplePicker({ choices, value, onChange, error }: PickerProps<PersonChoice>) {
  const chosen = new Set(value);
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">People</legend>
      {choices.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{MESSAGES.noUsersToSelect}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {choices.map((person) => (
            <CheckboxField
              key={person.userId}
              label={person.name}
              checked={chosen.has(person.userId)}
              onChange={(event) => onChange(toggled(value, person.userId, event.target.checked))}
            />
          ))}
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Groups of the tour: everyone in a chosen group is in the conversation, now and later. */
export function GroupsPicker({ choices, value, onChange }: PickerProps<GroupChoice>) {
  if (choices.length === 0) return null;
  const chosen = new Set(value);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Groups</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((group) => (
          <CheckboxField
            key={group.groupId}
            label={
              <>
                {group.name}
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {group.people.length > 0 ? group.people.join(', ') : 'Nobody yet'}
                </span>
              </>
            }
            checked={chosen.has(group.groupId)}
            onChange={(event) => onChange(toggled(value, group.groupId, event.target.checked))}
          />
        ))}
      </div>
    </fieldset>
  );
}
