import type { EmergencyContactRow } from '../../offline/db';
import { Button } from '../../ui/button';
import { PendingMarker } from '../../ui/pending-marker';

type EmergencyContactItemProps = {
  contact: EmergencyContactRow;
  isPending: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

export function EmergencyContactItem({ contact, isPending, onEdit, onDelete }: EmergencyContactItemProps) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-white">
          {contact.name}
          {contact.relation ? (
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{contact.relation}</span>
          ) : null}
          {isPending ? <PendingMarker /> : null}
        </p>
        <p className="text-sm break-words text-slate-600 dark:text-slate-400">
          <a href={`tel:${contact.phoneNumber}`} className="hover:underline">
            {contact.phoneNumber}
          </a>
          {contact.email ? ` · ${contact.email}` : null}
        </p>
      </div>
      <div className="flex gap-1">
        <Button variant="ghost" aria-label={`Edit ${contact.name}`} onClick={onEdit}>
          Edit
        </Button>
        <Button variant="ghost" aria-label={`Delete ${contact.name}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
