import type { TeamAvailability } from '#contract/availability';
import { dayAndMonth } from './availability-dates';

/** Who is free on the asked date (the grid already holds it: the screen moved to its month). */
export function FreeOnDate({ grid, date }: { grid: TeamAvailability; date: string }) {
  const free = grid.members.filter((member) =>
    member.days.some((day) => day.date === date && day.status === 'free'),
  );
  const headingId = `free-on-${date}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-900 dark:bg-emerald-950"
    >
      <h2 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        Free on {dayAndMonth(date)}
      </h2>
      {free.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Nobody on the team is free that day.</p>
      ) : (
        <ul aria-label={`Free on ${dayAndMonth(date)}`} className="mt-1 list-disc pl-5 text-sm">
          {free.map((member) => (
            <li key={member.memberId}>
              {member.name}
              {member.position ? ` — ${member.position}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
