import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { adminDataQueries } from '../../api/admin-data.queries';
import { Badge } from '../../ui/badge';
import { buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { AdminTable, BODY_ROW, CELL, headingsOf } from './admin-page-body';
import { AdminSearchForm } from './admin-search-form';

type Props = { search: string | undefined; onSearch: (search: string | undefined) => void };

/** The built-in ISO countries and those admins added, by name. Online only. */
export function AdminCountriesScreen({ search, onSearch }: Props) {
  const countries = useQuery(adminDataQueries.countries(search ?? ''));
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="Countries" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Countries</h1>
        <Link to="/admin/countries/create" className={buttonClasses('primary')}>
          Add country
        </Link>
      </div>
      <AdminSearchForm label="Search name or code" value={search} onSearch={onSearch} />
      {!countries.data ? (
        <LoadState query={countries} subject="countries" notFoundTitle="No countries" />
      ) : countries.data.length === 0 ? (
        <EmptyState>
          <p>No countries match this search.</p>
        </EmptyState>
      ) : (
        <AdminTable headings={headingsOf('Name', 'Code', 'Source')} dimmed={countries.isPlaceholderData}>
          {countries.data.map((country) => (
            <tr key={country.code} className={BODY_ROW}>
              <td className={CELL}>
                <Link
                  to="/admin/countries/$countryId"
                  params={{ countryId: country.code }}
                  className="font-medium text-slate-900 underline-offset-2 hover:underline dark:text-white"
                >
                  {country.name}
                </Link>
              </td>
              <td className={`${CELL} font-mono`}>{country.code}</td>
              <td className={CELL}>
                {country.builtIn ? <Badge>Built in</Badge> : <Badge tone="accent">Added</Badge>}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
