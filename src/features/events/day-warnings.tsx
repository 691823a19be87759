import type { DayEvent, Person } from './use-day-events';

type DayWarningsProps = { events: readonly DayEvent[]; warnings: ReadonlyMap<string, string> };

/** Everyone on the day's events, each once, in schedule order: direct assignees and group members. */
function peopleOnTheDay(events: readonly DayEvent[]): Person[] {
  const seen = new Map<string, Person>();
  for (const { assignees, groups } of events)
    for (const person of [...assignees, ...groups.flatMap((group) => group.members)])
      if (!seen.has(person.userId)) seen.set(person.userId, person);
  return [...seen.values()];
}

/**
 * A warning about someone working today (a passport running out), once per person above the
 * schedule, not once per event they are on: three events no longer mean three warnings.
 */
export function DayWarnings({ events, warnings }: DayWarningsProps) {
  const warned = peopleOnTheDay(events).flatMap((person) => {
    const warning = warnings.get(person.userId);
    return warning ? [{ person, warning }] : [];
  });
  if (warned.length === 0) return null;
  return (
    <ul
      aria-label="Warnings"
      className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      {warned.map(({ person, warning }) => (
        <li key={person.userId}>
          <span aria-hidden="true">⚠ </span>
          <span className="font-medium">{person.name}:</span> {warning}
        </li>
      ))}
    </ul>
  );
}
