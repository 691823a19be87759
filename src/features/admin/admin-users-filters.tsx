import type { FormEvent } from 'react';
import type { AdminUsersFilter } from '../../api/admin-users.api';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import {
  ROLE_FILTER_OPTIONS,
  roleFilterOf,
  SUBSCRIPTION_FILTER_OPTIONS,
  subscriptionFilterOf,
} from './admin-labels';

type AdminUsersFiltersProps = { filter: AdminUsersFilter; onFilter: (next: AdminUsersFilter) => void };

/** Role, subscription status and a search: each change starts again at page 1. */
export function AdminUsersFilters({ filter, onFilter }: AdminUsersFiltersProps) {
  const change = (next: Partial<AdminUsersFilter>) => onFilter({ ...filter, ...next, page: undefined });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('search');
    change({ search: typeof text === 'string' && text.trim() ? text.trim() : undefined });
  };
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr] sm:items-end">
      <SelectField
        label="Role"
        options={ROLE_FILTER_OPTIONS}
        value={filter.role ?? ''}
        onChange={(event) => change({ role: roleFilterOf(event.target.value) })}
      />
      <SelectField
        label="Subscription"
        options={SUBSCRIPTION_FILTER_OPTIONS}
        value={filter.subscription ?? ''}
        onChange={(event) => change({ subscription: subscriptionFilterOf(event.target.value) })}
      />
      {/* Keyed by the address's search, so going back shows what that page searched for. */}
      <search>
        <form key={filter.search ?? ''} onSubmit={search} className="flex items-end gap-2">
          <TextField
            label="Search name or e-mail"
            name="search"
            type="search"
            defaultValue={filter.search ?? ''}
            className="flex-1"
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </search>
    </div>
  );
}
