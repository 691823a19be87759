import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import { createRoleTitle, deleteRoleTitle } from '../../api/tour-personnel-roles.api';
import { roleTitleQueries } from '../../api/tour-personnel-roles.queries';
import { tourQueries } from '../../api/tours.queries';
import { Button } from '../../ui/button';
import { ConfirmButton } from '../../ui/confirm-button';
import { TextField } from '../../ui/text-field';
import { useRoleTitles } from './use-role-titles';

/**
 * The workspace's role titles, for managers: add one, or remove one (people who have it keep it).
 * Online only: the catalogue lives on the server and is not mirrored.
 */
export function RoleTitlesSection({ tourId, isOnline }: { tourId: string; isOnline: boolean }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const titles = useRoleTitles(tourId);
  const tour = useQuery(tourQueries.detail(tourId));
  const workspaceId = titles.roles[0]?.workspaceId ?? tour.data?.workspaceId;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: roleTitleQueries.all });
  const add = useMutation({
    mutationFn: () => createRoleTitle(workspaceId ?? '', name),
    onSuccess: async (role) => {
      await refresh();
      toast.success(`Role title ${role.name} added`);
      setName('');
      setError(undefined);
    },
    onError: (failure) => setError(errorMessage(failure)),
  });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        Role titles
      </h3>
      <ul aria-label="Role titles" className="flex flex-wrap gap-2">
        {titles.roles.map((role) => (
          <li
            key={role.id}
            className="flex items-center gap-1 rounded-full border border-slate-200 pl-3 text-sm dark:border-slate-700"
          >
            <span>{role.name}</span>
            <ConfirmButton
              aria-label={`Remove role title ${role.name}`}
              title={`Remove ${role.name}?`}
              confirmLabel="Remove"
              explanation="It is no longer offered for people on this workspace's tours. People who have it keep it."
              action={() => deleteRoleTitle(role.id)}
              onDone={refresh}
              disabled={!isOnline}
            >
              ×
            </ConfirmButton>
          </li>
        ))}
      </ul>
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
      >
        <TextField
          label="New role title"
          className="sm:w-72"
          value={name}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          isPending={add.isPending}
          disabled={!isOnline || !workspaceId}
        >
          Add role title
        </Button>
      </form>
    </section>
  );
}
