import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Artist } from '#contract/artists';
import { errorMessage } from '../../api/api-error';
import { archiveArtist } from '../../api/artists.api';
import { artistQueries } from '../../api/artists.queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';

/** Archives after a confirmation (spec §4: a confirming toast follows); restores in one click. */
export function ArchiveArtistButton({ artist }: { artist: Artist }) {
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const setArchived = useMutation({
    mutationFn: (archived: boolean) => archiveArtist(artist.id, archived),
    networkMode: 'always',
    onSuccess: async (updated) => {
      setIsConfirming(false);
      queryClient.setQueryData(artistQueries.detail(artist.id).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: artistQueries.lists() });
      toast.success(updated.archived ? `${updated.name} was archived.` : `${updated.name} was restored.`);
    },
    // Archiving fails inside its dialog; restoring has no dialog, so it says so in a toast.
    onError: (error, archived) => {
      if (!archived) toast.error(errorMessage(error));
    },
  });

  if (artist.archived) {
    return (
      <Button variant="secondary" isPending={setArchived.isPending} onClick={() => setArchived.mutate(false)}>
        Restore artist
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setIsConfirming(true)}>
        Archive artist
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={`Archive ${artist.name}?`}
        confirmLabel="Archive artist"
        isPending={setArchived.isPending}
        onConfirm={() => setArchived.mutate(true)}
        onCancel={() => {
          setArchived.reset();
          setIsConfirming(false);
        }}
      >
        <p>The artist moves to Archived. Its tours stay as they are, and you can restore it any time.</p>
        {setArchived.isError ? (
          <div className="mt-3">
            <FormAlert message={errorMessage(setArchived.error)} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
