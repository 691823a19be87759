import type { FormEvent } from 'react';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

type AdminSearchFormProps = {
  label: string;
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
};

/** A search box with its button; blank means no search. Keyed by the value, so Back shows it again. */
export function AdminSearchForm({ label, value, onSearch }: AdminSearchFormProps) {
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('search');
    onSearch(typeof text === 'string' && text.trim() ? text.trim() : undefined);
  };
  return (
    <search>
      <form key={value ?? ''} onSubmit={search} className="flex items-end gap-2">
        <TextField label={label} name="search" type="search" defaultValue={value ?? ''} className="flex-1" />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
    </search>
  );
}
