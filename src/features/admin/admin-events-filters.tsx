import { type FormEvent, useState } from 'react';
import { ADMIN_OVERVIEW_MESSAGES } from '#contract/admin-overviews';
import type { AdminEventsFilter } from '../../api/admin-data.api';
import { useEventTypes } from '../../api/use-event-types';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

type Props = { filter: AdminEventsFilter; onFilter: (next: AdminEventsFilter) => void };

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' && value ? value : undefined;
};

/** Type and local date range; applying starts again at page 1 and keeps the chosen tour. */
export function AdminEventsFilters({ filter, onFilter }: Props) {
  const { types } = useEventTypes();
  const [rangeError, setRangeError] = useState<string>();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = { type: textOf(form, 'type'), from: textOf(form, 'from'), to: textOf(form, 'to') };
    const backwards = next.from && next.to && next.from > next.to;
    setRangeError(backwards ? ADMIN_OVERVIEW_MESSAGES.eventRange : undefined);
    if (!backwards) onFilter({ tourId: filter.tourId, ...next });
  };
  return (
    <form
      key={`${filter.type}-${filter.from}-${filter.to}`}
      onSubmit={apply}
      aria-label="Event filters"
      className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
    >
      <SelectField
        label="Type"
        name="type"
        defaultValue={filter.type ?? ''}
        options={[
          { value: '', label: 'All types' },
          ...types.map((t) => ({ value: t.type, label: t.label })),
        ]}
      />
      <TextField label="From" name="from" type="date" defaultValue={filter.from ?? ''} />
      <TextField label="To" name="to" type="date" defaultValue={filter.to ?? ''} error={rangeError} />
      <Button type="submit" variant="secondary">
        Apply
      </Button>
    </form>
  );
}
