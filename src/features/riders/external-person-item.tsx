import { useState } from 'react';
import { RIDER_MESSAGES } from '#contract/riders';
import type { RiderExternalPersonRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { changedFields } from './changed-fields';
import { ExternalPersonForm } from './external-person-form';
import { riderWrite } from './rider-write';

/** Someone outside the tour on the rider; managers edit them in place or remove them. */
export function ExternalPersonItem({
  person,
  canEdit,
}: {
  person: RiderExternalPersonRow;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <li className="rounded-xl border border-amber-500 p-3">
        <ExternalPersonForm
          person={person}
          label={`Edit ${person.name}`}
          submitLabel="Save"
          onCancel={() => setEditing(false)}
          onSubmit={async (fields) => {
            const changes = changedFields(
              {
                name: person.name,
                role: person.role,
                email: person.email,
                phone: person.phone,
                notes: person.notes,
              },
              fields,
            );
            if (Object.keys(changes).length === 0) {
              setEditing(false);
              return { ok: true, fields: {} };
            }
            const outcome = await riderWrite(
              () => mutate('rider.updateExternal', { id: person.id, changes }),
              RIDER_MESSAGES.sectionUpdated,
            );
            if (outcome.ok) setEditing(false);
            return outcome;
          }}
        />
      </li>
    );
  }
  const contact = [person.role, person.email, person.phone].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-wrap items-start gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex min-w-48 flex-1 flex-col">
        <span className="font-medium text-slate-900 dark:text-white">{person.name}</span>
        {contact ? <span className="text-sm text-slate-600 dark:text-slate-400">{contact}</span> : null}
        {person.notes ? (
          <span className="text-sm text-slate-600 dark:text-slate-400">{person.notes}</span>
        ) : null}
      </div>
      {canEdit ? (
        <div className="flex gap-1">
          <Button variant="ghost" aria-label={`Edit ${person.name}`} onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button
            variant="ghost"
            aria-label={`Delete ${person.name}`}
            onClick={() =>
              void riderWrite(
                () => mutate('rider.deleteExternal', { id: person.id }),
                RIDER_MESSAGES.sectionUpdated,
              )
            }
          >
            Delete
          </Button>
        </div>
      ) : null}
    </li>
  );
}
