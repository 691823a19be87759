import type { ReactNode } from 'react';
import { RIDER_MESSAGES } from '#contract/riders';
import type { RiderSupportingActRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { EmptyState } from '../../ui/empty-state';
import { useRiderView } from './rider-context';
import { riderWrite } from './rider-write';
import { SupportingActCard } from './supporting-act-card';
import { SupportingActForm } from './supporting-act-form';

/** Who else plays the show; `actFiles` is each act's files block (the files feature renders it). */
export function SupportingActsTab({
  actFiles,
}: {
  actFiles: (act: RiderSupportingActRow, canEdit: boolean) => ReactNode;
}) {
  const { rider, acts, actPeople, canEdit } = useRiderView();
  return (
    <section aria-labelledby="acts-title" className="flex flex-col gap-3">
      <h2 id="acts-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Supporting acts
      </h2>
      {acts.length === 0 ? (
        <EmptyState>No supporting acts yet.</EmptyState>
      ) : (
        acts.map((act) => (
          <SupportingActCard
            key={act.id}
            act={act}
            people={actPeople.get(act.id) ?? []}
            canEdit={canEdit}
            files={actFiles(act, canEdit)}
          />
        ))
      )}
      {canEdit ? (
        <SupportingActForm
          label="New supporting act"
          submitLabel="Add supporting act"
          onSubmit={(fields) =>
            riderWrite(
              () => mutate('rider.addSupportingAct', { act: { riderId: rider.id, ...fields } }),
              RIDER_MESSAGES.sectionUpdated,
            )
          }
        />
      ) : null}
    </section>
  );
}
