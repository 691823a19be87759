import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { createEventType, renameEventType } from '../../api/admin-data.api';
import { adminDataQueries, afterAdminWrite } from '../../api/admin-data.queries';
import { eventTypeQueries } from '../../api/event-types.queries';
import { Badge } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { AdminNameForm } from './admin-name-form';
import { AdminTable, BODY_ROW, CELL, headingsOf } from './admin-page-body';
import { AdminRenameCell } from './admin-rename-cell';

/** Every event type, built in or added: rename any in place, add a new one. Online only. */
export function AdminEventTypesScreen() {
  const queryClient = useQueryClient();
  const types = useQuery(adminDataQueries.eventTypes());
  // The event form and every screen read the names from the event-types read: refresh it too.
  const refresh = () =>
    Promise.all([
      afterAdminWrite(queryClient),
      queryClient.invalidateQueries({ queryKey: eventTypeQueries.all }),
    ]);
  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="Event types" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Event types</h1>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <AdminNameForm
          key={types.data?.length}
          label="New event type"
          initial=""
          submitLabel="Add event type"
          onSubmit={async (label) => {
            await createEventType(label);
            await refresh();
            toast.success(`Event type ${label} added`);
          }}
        />
      </div>
      {!types.data ? (
        <LoadState query={types} subject="event types" notFoundTitle="No event types" />
      ) : types.data.length === 0 ? (
        <EmptyState>
          <p>There are no event types.</p>
        </EmptyState>
      ) : (
        <AdminTable headings={headingsOf('Name', 'Code', 'Events')}>
          {types.data.map((type) => (
            <tr key={type.type} className={BODY_ROW}>
              <td className={CELL}>
                <AdminRenameCell
                  name={type.label}
                  onRename={async (label) => {
                    await renameEventType(type.type, label);
                    await refresh();
                  }}
                />
              </td>
              <td className={`${CELL} font-mono text-xs`}>
                {type.type} {type.builtIn ? <Badge>Built in</Badge> : <Badge tone="accent">Added</Badge>}
              </td>
              <td className={CELL}>{type.events}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
