import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { UpdateWorkspaceSchema, type Workspace } from '#contract/workspaces';
import { renameWorkspace } from '../../api/workspaces.api';
import { workspaceQueries } from '../../api/workspaces.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';

function RenameForm({ workspace, onDone }: { workspace: Workspace; onDone: () => void }) {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const { form, submit } = useRoadieForm({
    schema: UpdateWorkspaceSchema,
    defaultValues: { name: workspace.name },
    onSubmit: async (values) => {
      await renameWorkspace(workspace.id, values);
      await queryClient.invalidateQueries({ queryKey: workspaceQueries.all });
      toast.success('Workspace renamed');
      onDone();
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Workspace name"
        className="grow"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="flex gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isPending={isSubmitting} disabled={!isOnline}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** The caller's own workspace: its name (the owner renames it), artists and people. */
export function WorkspacePanel() {
  const workspaces = useQuery(workspaceQueries.list());
  const workspace = workspaces.data?.find((row) => row.myRole === 'OWNER') ?? workspaces.data?.[0];
  const artists = useQuery({ ...workspaceQueries.artists(workspace?.id ?? ''), enabled: Boolean(workspace) });
  const people = useQuery({ ...workspaceQueries.members(workspace?.id ?? ''), enabled: Boolean(workspace) });
  const [renaming, setRenaming] = useState(false);
  if (!workspace) return null;
  const names = (list: { name: string }[] | undefined) =>
    list?.map((row) => row.name).join(', ') || 'None yet';
  return (
    <section
      aria-labelledby="workspace-heading"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="workspace-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Workspace: {workspace.name}
        </h2>
        {workspace.canManage && !renaming ? (
          <Button variant="ghost" onClick={() => setRenaming(true)}>
            Rename
          </Button>
        ) : null}
      </div>
      {renaming ? <RenameForm workspace={workspace} onDone={() => setRenaming(false)} /> : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">Artists: {names(artists.data)}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        People:{' '}
        {names(
          people.data?.map((person) => ({
            name: `${person.firstName} ${person.lastName}`.trim() || person.email,
          })),
        )}
      </p>
    </section>
  );
}
