import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type EventProviderAnswer, PROVIDER_KIND_LABELS } from '#contract/event-providers';
import { deleteProvider, updateProvider } from '../../api/event-providers.api';
import { providerQueries } from '../../api/event-providers.queries';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmButton } from '../../ui/confirm-button';
import { ContactList, EmailLink, PhoneLink } from '../../ui/contact-links';
import { ProviderAddress } from '../../ui/provider-address';
import { ProviderForm } from './provider-form';
import { providerFormValues } from './provider-form-schema';

/** One provider in the directory: its details, and Edit / Delete for those who may change it. */
export function ProviderCard({ provider }: { provider: EventProviderAnswer }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: providerQueries.ofWorkspace(provider.workspaceId) });
  return (
    <li
      aria-label={provider.name}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{provider.name}</h2>
        <Badge>{PROVIDER_KIND_LABELS[provider.kind]}</Badge>
      </div>
      {editing ? (
        <ProviderForm
          defaultValues={providerFormValues(provider)}
          submitLabel="Save changes"
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            // Tours using it pull the new copy (their days follow its place).
            await updateProvider(provider.id, values);
            await refresh();
            setEditing(false);
          }}
        />
      ) : (
        <>
          <ProviderAddress provider={provider} />
          <div className="flex flex-wrap gap-x-2">
            {provider.phone ? <PhoneLink phone={provider.phone} label={provider.name} /> : null}
            {provider.email ? <EmailLink email={provider.email} label={provider.name} /> : null}
          </div>
          <ContactList contacts={provider.contacts} />
          {provider.notes ? (
            <p className="whitespace-pre-line text-sm text-slate-600 dark:text-slate-400">{provider.notes}</p>
          ) : null}
          {provider.canManage ? (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                aria-label={`Edit ${provider.name}`}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
              <ConfirmButton
                aria-label={`Delete ${provider.name}`}
                title={`Delete ${provider.name}?`}
                confirmLabel="Delete"
                explanation="Days and events that use it keep their venue name, but lose its address and contacts."
                action={() => deleteProvider(provider.id)}
                changesMirror="background-sync"
                success={`${provider.name} deleted`}
                onDone={refresh}
              >
                Delete
              </ConfirmButton>
            </div>
          ) : null}
        </>
      )}
    </li>
  );
}
