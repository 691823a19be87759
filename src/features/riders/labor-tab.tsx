import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LaborRow } from './labor-row';
import { LaborTypesManager } from './labor-types-manager';
import { useRiderView } from './rider-context';

/** Local crew the venue supplies, one line each; managers add lines and manage the tour's types. */
export function LaborTab() {
  const { rider, labors, laborTypes, canEdit } = useRiderView();
  const names = new Map(laborTypes.map((t) => [t.id, t.name]));
  return (
    <section aria-labelledby="labor-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="labor-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Labor
        </h2>
        {canEdit ? (
          <Link
            to="/dashboard/riders/$riderId/labor/add"
            params={{ riderId: rider.id }}
            className={buttonClasses('secondary')}
          >
            Add labor
          </Link>
        ) : null}
      </div>
      {labors.length === 0 ? (
        <EmptyState>No labor lines yet.</EmptyState>
      ) : (
        <ul aria-label="Labor lines" className="flex flex-col gap-2">
          {labors.map((labor) => (
            <LaborRow
              key={labor.id}
              labor={labor}
              typeName={names.get(labor.laborTypeId) ?? 'Labor'}
              canEdit={canEdit}
            />
          ))}
        </ul>
      )}
      {canEdit ? <LaborTypesManager /> : null}
    </section>
  );
}
