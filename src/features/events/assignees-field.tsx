import { MESSAGES } from '#contract/messages';
import { CheckboxField } from '../../ui/checkbox-field';
import type { Person } from './use-day-events';

type AssigneesFieldProps = {
  people: readonly Person[];
  value: readonly string[];
  onChange: (userIds: string[]) => void;
  error?: string;
};

/** Who the event is for: one checkbox per person on the tour. */
export function AssigneesField({ people, value, onChange, error }: AssigneesFieldProps) {
  const chosen = new Set(value);
  const toggle = (userId: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(userId);
    else next.delete(userId);
    onChange([...next]);
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Assigned people</legend>
      {people.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{MESSAGES.noUsersToSelect}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {people.map((person) => (
            <CheckboxField
              key={person.userId}
              label={person.name}
              checked={chosen.has(person.userId)}
              onChange={(event) => toggle(person.userId, event.target.checked)}
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
