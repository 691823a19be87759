import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { RIDER_MESSAGES } from '#contract/riders';
import type { RiderExternalPersonRow, RiderSupportingActRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { Button, buttonClasses } from '../../ui/button';
import { changedFields } from './changed-fields';
import { ExternalPersonItem } from './external-person-item';
import { riderWrite } from './rider-write';
import { SupportingActForm } from './supporting-act-form';

type SupportingActCardProps = {
  act: RiderSupportingActRow;
  people: RiderExternalPersonRow[];
  canEdit: boolean;
  files: ReactNode;
};

/** One supporting act: its contact, its people and its files; managers edit or delete it. */
export function SupportingActCard({ act, people, canEdit, files }: SupportingActCardProps) {
  const [editing, setEditing] = useState(false);
  const headingId = `act-${act.id}`;
  const contact = [act.contactName, act.email, act.phone].filter(Boolean).join(' · ');
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
    >
      {editing ? (
        <SupportingActForm
          act={act}
          label={`Edit ${act.name}`}
          submitLabel="Save act"
          onCancel={() => setEditing(false)}
          onSubmit={async (fields) => {
            const before = {
              name: act.name,
              contactName: act.contactName,
              email: act.email,
              phone: act.phone,
              notes: act.notes,
            };
            const changes = changedFields(before, fields);
            const outcome =
              Object.keys(changes).length === 0
                ? { ok: true, fields: {} }
                : await riderWrite(
                    () => mutate('rider.updateSupportingAct', { id: act.id, changes }),
                    RIDER_MESSAGES.sectionUpdated,
                  );
            if (outcome.ok) setEditing(false);
            return outcome;
          }}
        />
      ) : (
        <div className="flex flex-wrap items-start gap-2">
          <div className="flex min-w-48 flex-1 flex-col">
            <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
              {act.name}
            </h3>
            {contact ? <span className="text-sm text-slate-600 dark:text-slate-400">{contact}</span> : null}
            {act.notes ? (
              <span className="text-sm text-slate-600 dark:text-slate-400">{act.notes}</span>
            ) : null}
          </div>
          {canEdit ? (
            <div className="flex gap-1">
              <Button variant="ghost" aria-label={`Edit ${act.name}`} onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button
                variant="ghost"
                aria-label={`Delete ${act.name}`}
                onClick={() =>
                  void riderWrite(
                    () => mutate('rider.deleteSupportingAct', { id: act.id }),
                    RIDER_MESSAGES.sectionUpdated,
                  )
                }
              >
                Delete
              </Button>
            </div>
          ) : null}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-800 dark:text-slate-200">Personnel</h4>
        {canEdit ? (
          <Link
            to="/dashboard/riders/$riderId/support-personnel/add"
            params={{ riderId: act.riderId }}
            search={{ actId: act.id }}
            className={buttonClasses('ghost')}
            aria-label={`Add a person to ${act.name}`}
          >
            Add person
          </Link>
        ) : null}
      </div>
      {people.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No personnel yet.</p>
      ) : (
        <ul aria-label={`Personnel of ${act.name}`} className="flex flex-col gap-2">
          {people.map((person) => (
            <ExternalPersonItem key={person.id} person={person} canEdit={canEdit} />
          ))}
        </ul>
      )}
      {files}
    </article>
  );
}
