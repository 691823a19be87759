import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { availabilityQueries } from '../../api/availability.queries';
import { teamQueries } from '../../api/teams.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { AvailabilityControls } from './availability-controls';
import { monthOf, monthRange, todayDate } from './availability-dates';
import { AvailabilityGrid } from './availability-grid';
import { AvailabilityLegend } from './availability-legend';
import { FreeOnDate } from './free-on-date';
import { useMarkDay } from './use-mark-day';

/**
 * A team's "Availability" section: members × the days of one month, a month at a time. `tabs` is
 * the team page's tab bar (a feature of its own, so the route hands it in).
 */
export function AvailabilityScreen({ teamId, tabs }: { teamId: string; tabs: ReactNode }) {
  const isOnline = useIsOnline();
  const [today] = useState(todayDate);
  const [month, setMonth] = useState(() => monthOf(today));
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const [freeOn, setFreeOn] = useState<string | null>(null);
  const team = useQuery(teamQueries.detail(teamId));
  const { from, to } = monthRange(month);
  const grid = useQuery(availabilityQueries.team(teamId, from, to));
  const mark = useMarkDay();
  if (!team.data) return <LoadState query={team} subject="the team" notFoundTitle="Team not found" />;
  const goTo = (date: string) => {
    setMonth(monthOf(date));
    setFocusDate(date);
  };
  const shown = grid.data;
  const canMark = isOnline && !mark.isPending;
  return (
    <section className="mx-auto flex max-w-5xl min-w-0 flex-col gap-4">
      <PageTitle title={`${team.data.name} — Availability`} />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{team.data.name}</h1>
      {tabs}
      <AvailabilityControls
        month={month}
        onMonth={(next) => {
          setMonth(next);
          setFocusDate(null);
        }}
        onJump={goTo}
        onFreeOn={(date) => {
          goTo(date);
          setFreeOn(date);
        }}
      />
      {shown ? (
        <>
          <SavedCopyNotice query={grid} />
          {freeOn && shown.dates.includes(freeOn) ? <FreeOnDate grid={shown} date={freeOn} /> : null}
          {shown.members.length === 0 ? (
            <EmptyState>
              <p>Nobody has joined the team yet: availability shows once people accept their invitations.</p>
            </EmptyState>
          ) : (
            <>
              <AvailabilityLegend canMark={shown.members.some((member) => member.isMe)} />
              <AvailabilityGrid
                grid={shown}
                focusDate={focusDate}
                today={today}
                canMark={canMark}
                onToggle={(date, unavailable) => mark.mutate({ date, unavailable })}
              />
            </>
          )}
        </>
      ) : (
        <LoadState query={grid} subject="availability" notFoundTitle="Team not found" />
      )}
    </section>
  );
}
