import { Link } from '@tanstack/react-router';
import { RIDER_MESSAGES } from '#contract/riders';
import { mutate } from '../../offline/user-sync';
import { Button, buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ExternalPersonForm } from './external-person-form';
import { ExternalPersonItem } from './external-person-item';
import { useRiderView } from './rider-context';
import { riderWrite } from './rider-write';

/** Who travels on this rider: people of the tour, then contacts who are not users. */
export function PersonnelTab() {
  const { rider, personnel, external, canEdit } = useRiderView();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="rider-personnel" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="rider-personnel" className="text-lg font-semibold text-slate-900 dark:text-white">
            Tour personnel
          </h2>
          {canEdit ? (
            <Link
              to="/dashboard/riders/$riderId/personnel/add"
              params={{ riderId: rider.id }}
              className={buttonClasses('secondary')}
            >
              Add tour person
            </Link>
          ) : null}
        </div>
        {personnel.length === 0 ? (
          <EmptyState>Nobody from the tour is on this rider yet.</EmptyState>
        ) : (
          <ul aria-label="Tour personnel on the rider" className="flex flex-col gap-2">
            {personnel.map((person) => (
              <li
                key={person.id}
                className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
              >
                <div className="flex min-w-48 flex-1 flex-col">
                  <span className="font-medium text-slate-900 dark:text-white">{person.name}</span>
                  {person.role ? (
                    <span className="text-sm text-slate-600 dark:text-slate-400">{person.role}</span>
                  ) : null}
                </div>
                {person.phone ? (
                  <a
                    href={`tel:${person.phone}`}
                    className={buttonClasses('ghost')}
                    aria-label={`Call ${person.name}`}
                  >
                    {person.phone}
                  </a>
                ) : null}
                {canEdit ? (
                  <Button
                    variant="ghost"
                    aria-label={`Remove ${person.name}`}
                    onClick={() =>
                      void riderWrite(
                        () => mutate('rider.removePersonnel', { id: person.id }),
                        RIDER_MESSAGES.sectionUpdated,
                      )
                    }
                  >
                    Remove
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="rider-external" className="flex flex-col gap-3">
        <h2 id="rider-external" className="text-lg font-semibold text-slate-900 dark:text-white">
          External personnel
        </h2>
        {external.length === 0 ? (
          <EmptyState>No external personnel yet.</EmptyState>
        ) : (
          <ul aria-label="External personnel" className="flex flex-col gap-2">
            {external.map((person) => (
              <ExternalPersonItem key={person.id} person={person} canEdit={canEdit} />
            ))}
          </ul>
        )}
        {canEdit ? (
          <ExternalPersonForm
            label="New external person"
            submitLabel="Add external person"
            onSubmit={(person) =>
              riderWrite(
                () => mutate('rider.addExternal', { riderId: rider.id, supportingActId: null, person }),
                RIDER_MESSAGES.sectionUpdated,
              )
            }
          />
        ) : null}
      </section>
    </div>
  );
}
