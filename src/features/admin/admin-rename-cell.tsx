import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../ui/button';
import { AdminNameForm } from './admin-name-form';

type Props = { name: string; onRename: (name: string) => Promise<unknown> };

/** A name with its Rename button, or the rename form in its place until saved or cancelled. */
export function AdminRenameCell({ name, onRename }: Props) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <AdminNameForm
        label={`New name for ${name}`}
        initial={name}
        submitLabel="Save"
        onCancel={() => setEditing(false)}
        onSubmit={async (next) => {
          await onRename(next);
          toast.success(`Renamed to ${next}`);
          setEditing(false);
        }}
      />
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-slate-900 dark:text-white">{name}</span>
      <Button variant="secondary" aria-label={`Rename ${name}`} onClick={() => setEditing(true)}>
        Rename
      </Button>
    </span>
  );
}
