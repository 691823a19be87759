import { type FormEvent, useState } from 'react';
import { DEFAULT_LABOR_TYPES } from '#contract/rider-labor';
import { RIDER_MESSAGES } from '#contract/riders';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SelectField } from '../../ui/select-field';
import { type LaborDraft, LaborFields, laborValues } from './labor-fields';
import { useRiderView } from './rider-context';
import { riderWrite } from './rider-write';

/** A default type not yet on the tour: choosing it creates it first. */
const DEFAULT_PREFIX = 'default:';

/** A labor line: a type of the tour (or a default one, created on the way), how many, when. */
export function AddLaborForm({ onDone }: { onDone: () => void }) {
  const { rider, tour, laborTypes, canEdit } = useRiderView();
  const taken = new Set(laborTypes.map((t) => t.name.toLowerCase()));
  const options = [
    ...laborTypes.map((t) => ({ value: t.id, label: t.name })),
    ...DEFAULT_LABOR_TYPES.filter((name) => !taken.has(name.toLowerCase())).map((name) => ({
      value: `${DEFAULT_PREFIX}${name}`,
      label: `${name} (new type)`,
    })),
  ];
  const [choice, setChoice] = useState('');
  const [draft, setDraft] = useState<LaborDraft>({ quantity: '1', startTime: '', endTime: '', notes: '' });
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const chosen = options.some((o) => o.value === choice) ? choice : (options[0]?.value ?? '');
  if (!canEdit) return <EmptyState>Only the tour's managers change its riders.</EmptyState>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const write = async () => {
      let laborTypeId = chosen;
      if (chosen.startsWith(DEFAULT_PREFIX)) {
        laborTypeId = crypto.randomUUID();
        const name = chosen.slice(DEFAULT_PREFIX.length);
        await mutate('riderLaborType.create', { laborType: { id: laborTypeId, tourId: tour.id, name } });
      }
      await mutate('rider.addLabor', { labor: { riderId: rider.id, laborTypeId, ...laborValues(draft) } });
    };
    const outcome = await riderWrite(write, RIDER_MESSAGES.sectionUpdated);
    setErrors(outcome.fields);
    if (outcome.ok) onDone();
  };
  return (
    <form noValidate aria-label="Add labor" onSubmit={submit} className="flex max-w-xl flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Add labor</h2>
      <SelectField
        label="Labor type"
        options={options}
        value={chosen}
        error={errors.laborTypeId}
        onChange={(e) => setChoice(e.target.value)}
      />
      <LaborFields draft={draft} onChange={setDraft} errors={errors} />
      <Button type="submit" className="self-start">
        Add labor line
      </Button>
    </form>
  );
}
