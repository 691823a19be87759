import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatMoney, parseMoney } from '#contract/money';
import type { MemberWages, Wage } from '#contract/teams';
import { teamQueries } from '../../api/teams.queries';
import { buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { TABLE_CLASSES } from '../../ui/table-classes';
import { personName } from './team-labels';

/** '1234.50' from the API, shown as 'USD 1,234.50' (exact: through minor units, no float). */
const money = (text: string, currency: string) => {
  const parsed = parseMoney(text.replace('-', ''));
  return parsed.ok ? formatMoney(parsed.minor, currency) : text;
};

type WageTableProps = {
  data: MemberWages;
  teamId: string;
  canEdit: boolean;
  wageAction?: ((wage: Wage) => ReactNode) | undefined;
};

function WageTable({ data, teamId, canEdit, wageAction }: WageTableProps) {
  const cell = TABLE_CLASSES.figure;
  return (
    <div className={TABLE_CLASSES.frame}>
      <table className="w-full text-sm">
        <caption className="sr-only">Wages by tour</caption>
        <thead className={TABLE_CLASSES.head}>
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Tour
            </th>
            <th scope="col" className={cell}>
              Daily wage
            </th>
            <th scope="col" className={cell}>
              Hour rate
            </th>
            <th scope="col" className={cell}>
              Per diem
            </th>
            {canEdit ? (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {data.wages.map((wage) => (
            <tr key={wage.id} className={TABLE_CLASSES.row}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {wage.tourName}
              </th>
              <td className={cell}>{money(wage.dailyWage, data.currency)}</td>
              <td className={cell}>{money(wage.hourRate, data.currency)}</td>
              <td className={cell}>{money(wage.perDiem, data.currency)}</td>
              {canEdit ? (
                <td className="px-3 py-2 text-right">
                  {wageAction ? <>{wageAction(wage)} </> : null}
                  <Link
                    to="/dashboard/teams/$teamId/members/$memberId/wages/$wageId/edit"
                    params={{ teamId, memberId: data.member.id, wageId: wage.id }}
                    aria-label={`Edit wage for ${wage.tourName}`}
                    className="font-medium text-amber-700 dark:text-amber-300"
                  >
                    Edit
                  </Link>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot className={TABLE_CLASSES.foot}>
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            <td className={cell}>{money(data.totals.dailyWage, data.currency)}</td>
            <td className={cell}>{money(data.totals.hourRate, data.currency)}</td>
            <td className={cell}>{money(data.totals.perDiem, data.currency)}</td>
            {canEdit ? <td /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

type WagesScreenProps = {
  teamId: string;
  memberId: string;
  /** One more action per wage row for owner and admins (the route adds "Deal memo"). */
  wageAction?: (wage: Wage) => ReactNode;
  /** Shown below the wages once they are loaded (the route adds the member's deal memos). */
  children?: ReactNode;
};

/** A member's wages by tour, in the team's currency; owner and admins add and edit them. */
export function WagesScreen({ teamId, memberId, wageAction, children }: WagesScreenProps) {
  const team = useQuery(teamQueries.detail(teamId));
  const wages = useQuery(teamQueries.wages(teamId, memberId));
  const canEdit = team.data?.canManage === true;
  const data = wages.data;
  const name = data ? personName(data.member) : 'member';
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageTitle title={`Wages of ${name}`} />
      <Link
        to="/dashboard/teams/$teamId"
        params={{ teamId }}
        className="text-sm font-medium text-amber-700 dark:text-amber-300"
      >
        ← {team.data?.name ?? 'Team'}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Wages of {name}</h1>
        {canEdit ? (
          <Link
            to="/dashboard/teams/$teamId/members/$memberId/wages/add"
            params={{ teamId, memberId }}
            className={buttonClasses('primary')}
          >
            Add wage
          </Link>
        ) : null}
      </div>
      <SavedCopyNotice query={wages} />
      {!data ? (
        <LoadState query={wages} subject="the wages" notFoundTitle="Member not found" />
      ) : data.wages.length === 0 ? (
        <EmptyState>No wages yet.</EmptyState>
      ) : (
        <WageTable data={data} teamId={teamId} canEdit={canEdit} wageAction={wageAction} />
      )}
      {data ? children : null}
    </section>
  );
}
