import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import type { EventTemplate } from '#contract/event-templates';
import { errorMessage, isApiError } from '../../api/api-error';
import { artistQueries } from '../../api/artists.queries';
import { copyTemplateToArtist } from '../../api/event-templates.api';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { LoadState } from '../../ui/load-state';
import { OfflineNotice } from '../../ui/offline-notice';
import { SelectField } from '../../ui/select-field';

type CopyTemplateFormProps = { template: EventTemplate; onDone: () => void };

/** Copies the template to another active artist the user manages. */
export function CopyTemplateForm({ template, onDone }: CopyTemplateFormProps) {
  const headingId = useId();
  const isOnline = useIsOnline();
  const artists = useQuery(artistQueries.list({ archived: false }));
  const [targetId, setTargetId] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const copy = useMutation({
    mutationFn: (artistId: string) => copyTemplateToArtist(template.artistId, template.id, artistId),
    onSuccess: (_copy, artistId) => {
      const artistName = artists.data?.find((artist) => artist.id === artistId)?.name ?? 'the artist';
      toast.success(`Template copied to ${artistName}`);
      onDone();
    },
  });
  const others = artists.data?.filter((artist) => artist.id !== template.artistId && artist.canManage) ?? [];
  const lostConnection = isApiError(copy.error) && copy.error.code === 'network_error';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!targetId) {
      setFieldError('Choose an artist');
      return;
    }
    setFieldError(undefined);
    copy.mutate(targetId);
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="mt-3 flex flex-col gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
    >
      <h4 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        Copy {template.name} to another artist
      </h4>
      {!isOnline || lostConnection ? <OfflineNotice action="Copying a template" /> : null}
      {copy.isError && !lostConnection ? <FormAlert message={errorMessage(copy.error)} /> : null}
      {!artists.data ? (
        <LoadState query={artists} subject="your artists" notFoundTitle="Organization not found" />
      ) : others.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">You have no other artists to copy it to.</p>
      ) : (
        <SelectField
          label="Artist"
          options={[
            { value: '', label: 'Choose an artist' },
            ...others.map((artist) => ({ value: artist.id, label: artist.name })),
          ]}
          value={targetId}
          error={fieldError}
          onChange={(event) => setTargetId(event.target.value)}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        {others.length > 0 ? (
          <Button type="submit" isPending={copy.isPending} disabled={!isOnline}>
            Copy template
          </Button>
        ) : null}
      </div>
    </form>
  );
}
