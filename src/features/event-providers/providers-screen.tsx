import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PROVIDER_KIND_LABELS, PROVIDER_KINDS, type ProviderKind } from '#contract/event-providers';
import { createProvider } from '../../api/event-providers.api';
import { providerQueries } from '../../api/event-providers.queries';
import { Button } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { ProviderCard } from './provider-card';
import { ProviderForm } from './provider-form';
import { EMPTY_PROVIDER } from './provider-form-schema';

const KIND_FILTER = [
  { value: '', label: 'All kinds' },
  ...PROVIDER_KINDS.map((kind) => ({ value: kind, label: PROVIDER_KIND_LABELS[kind] })),
];

const matches = (search: string, ...texts: (string | null)[]) =>
  texts.some((text) => text?.toLocaleLowerCase().includes(search));

/** Venues & contacts: the workspace's venues, promoters, hotels and vendors (REST, online). */
export function ProvidersScreen() {
  const queryClient = useQueryClient();
  const workspaces = useQuery(providerQueries.workspaces());
  const [chosen, setChosen] = useState<string | null>(null);
  const workspace = workspaces.data?.find((w) => w.id === chosen) ?? workspaces.data?.[0];
  const providers = useQuery({ ...providerQueries.list(workspace?.id ?? ''), enabled: Boolean(workspace) });
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<ProviderKind | ''>('');
  const [adding, setAdding] = useState(false);
  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (providers.data ?? []).filter(
      (p) => (!kind || p.kind === kind) && (!needle || matches(needle, p.name, p.city)),
    );
  }, [providers.data, search, kind]);

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageTitle title="Venues & contacts" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Venues & contacts</h1>
        {workspace?.canManage && !adding ? (
          <Button onClick={() => setAdding(true)}>Add venue or contact</Button>
        ) : null}
      </div>
      {workspaces.data && workspaces.data.length > 1 ? (
        <SelectField
          label="Workspace"
          value={workspace?.id}
          onChange={(e) => setChosen(e.target.value)}
          options={workspaces.data.map((w) => ({ value: w.id, label: w.name }))}
        />
      ) : null}
      {adding && workspace ? (
        <section
          aria-labelledby="new-provider-title"
          className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="new-provider-title" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
            New venue or contact
          </h2>
          <ProviderForm
            defaultValues={EMPTY_PROVIDER}
            submitLabel="Add"
            onCancel={() => setAdding(false)}
            onSubmit={async (values) => {
              await createProvider({ ...values, workspaceId: workspace.id });
              await queryClient.invalidateQueries({ queryKey: providerQueries.ofWorkspace(workspace.id) });
              setAdding(false);
            }}
          />
        </section>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <TextField
          label="Search by name or city"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label="Show only"
          value={kind}
          onChange={(e) => setKind(e.target.value as ProviderKind | '')}
          options={KIND_FILTER}
        />
      </div>
      {!workspaces.data ? (
        <LoadState query={workspaces} subject="your workspaces" notFoundTitle="No workspace" />
      ) : !providers.data ? (
        <LoadState query={providers} subject="venues and contacts" notFoundTitle="Workspace not found" />
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {providers.data.length === 0 ? 'No venues or contacts yet.' : 'Nothing matches your search.'}
        </p>
      ) : (
        <ul aria-label="Venues and contacts" className="flex flex-col gap-3">
          {shown.map((provider) => (
            <ProviderCard key={provider.id} provider={provider} />
          ))}
        </ul>
      )}
    </section>
  );
}
