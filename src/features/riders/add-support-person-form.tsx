import { RIDER_MESSAGES } from '#contract/riders';
import { mutate } from '../../offline/user-sync';
import { EmptyState } from '../../ui/empty-state';
import { ExternalPersonForm } from './external-person-form';
import { useRiderView } from './rider-context';
import { riderWrite } from './rider-write';

/** A person of one supporting act (`actId` from the link); not a user, so name and contact only. */
export function AddSupportPersonForm({ actId, onDone }: { actId: string; onDone: () => void }) {
  const { rider, acts, canEdit } = useRiderView();
  const act = acts.find((a) => a.id === actId);
  if (!canEdit) return <EmptyState>Only the tour's managers change its riders.</EmptyState>;
  if (!act) return <EmptyState>This supporting act is not on this rider.</EmptyState>;
  return (
    <section className="flex max-w-xl flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Add a person to {act.name}</h2>
      <ExternalPersonForm
        label={`New person of ${act.name}`}
        submitLabel="Add person"
        onSubmit={async (person) => {
          const outcome = await riderWrite(
            () => mutate('rider.addExternal', { riderId: rider.id, supportingActId: act.id, person }),
            RIDER_MESSAGES.sectionUpdated,
          );
          if (outcome.ok) onDone();
          return outcome;
        }}
      />
    </section>
  );
}
