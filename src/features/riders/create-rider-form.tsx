import { type FormEvent, useState } from 'react';
import { RIDER_MESSAGES, type RiderTypeId } from '#contract/riders';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageTitle } from '../../ui/page-title';
import { SelectField } from '../../ui/select-field';
import { SkeletonList } from '../../ui/skeleton-list';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { RiderTypeCards } from './rider-type-cards';
import { riderWrite } from './rider-write';
import { useRiders } from './use-riders';

type CreateRiderFormProps = { tourId?: string; onCreated: (riderId: string) => void };

/** A new rider on a tour the user manages, pre-filled from its type's template (works offline). */
export function CreateRiderForm({ tourId: preselected, onCreated }: CreateRiderFormProps) {
  const groups = useRiders();
  const tours = groups?.filter((g) => g.canEdit && !g.tour.archived).map((g) => g.tour) ?? [];
  const [tourId, setTourId] = useState(preselected ?? '');
  const [type, setType] = useState<RiderTypeId>('HEADLINE');
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const chosenTour = tours.some((t) => t.id === tourId) ? tourId : (tours[0]?.id ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = crypto.randomUUID();
    const outcome = await riderWrite(
      () => mutate('rider.create', { tourId: chosenTour, rider: { id, name, type, notes } }),
      RIDER_MESSAGES.created,
    );
    setErrors(outcome.fields);
    if (outcome.ok) onCreated(id);
  };

  if (!groups) return <SkeletonList label="Loading your tours…" rows={2} />;
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageTitle title="New rider" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">New rider</h1>
      {tours.length === 0 ? (
        <EmptyState>Only a tour's managers create its riders, and you manage no active tour.</EmptyState>
      ) : (
        <form noValidate aria-label="New rider" onSubmit={submit} className="flex flex-col gap-4">
          <SelectField
            label="Tour"
            options={tours.map((t) => ({ value: t.id, label: t.name }))}
            value={chosenTour}
            error={errors.tourId}
            onChange={(e) => setTourId(e.target.value)}
          />
          <RiderTypeCards value={type} onChange={setType} error={errors.type} />
          <TextField
            label="Name"
            value={name}
            maxLength={120}
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextareaField
            label="Notes"
            value={notes}
            maxLength={4000}
            rows={4}
            error={errors.notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <Button type="submit" disabled={name.trim() === ''} className="self-start">
            Create rider
          </Button>
        </form>
      )}
    </section>
  );
}
