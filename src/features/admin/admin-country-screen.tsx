import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { adminDataQueries } from '../../api/admin-data.queries';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { formatInstant } from './admin-labels';

/** One country: its code, name and where it comes from. */
export function AdminCountryScreen({ code }: { code: string }) {
  const country = useQuery(adminDataQueries.country(code));
  const data = country.data;
  return (
    <section className="flex max-w-xl flex-col gap-4">
      <PageTitle title={data?.name ?? 'Country'} />
      <Link
        to="/admin/countries"
        className="text-sm font-medium text-amber-700 underline dark:text-amber-300"
      >
        All countries
      </Link>
      {!data ? (
        <LoadState query={country} subject="the country" notFoundTitle="Country not found" />
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{data.name}</h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-slate-600 dark:text-slate-400">Code</dt>
            <dd className="font-mono">{data.code}</dd>
            <dt className="text-slate-600 dark:text-slate-400">Source</dt>
            <dd>{data.builtIn ? 'Built in (ISO 3166-1)' : 'Added by an admin'}</dd>
            {data.createdAt ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Added</dt>
                <dd>{formatInstant(data.createdAt)}</dd>
              </>
            ) : null}
          </dl>
        </>
      )}
    </section>
  );
}
