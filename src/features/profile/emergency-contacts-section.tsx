import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import type { EmergencyContactRow } from '../../offline/db';
import { usePendingIds } from '../../offline/use-pending-ids';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { type ContactFormValues, EmergencyContactForm } from './emergency-contact-form';
import { EmergencyContactItem } from './emergency-contact-item';

type Editing = { contact?: EmergencyContactRow } | null;

/** Repeatable emergency contacts: saved on this device first and sent through the outbox. */
export function EmergencyContactsSection({ contacts }: { contacts: readonly EmergencyContactRow[] }) {
  const pending = usePendingIds();
  const [editing, setEditing] = useState<Editing>(null);

  const save = async (values: ContactFormValues, id?: string) => {
    await mutate('emergencyContact.save', { contact: { ...values, id } });
    setEditing(null);
    toast.success('Emergency contact saved');
  };
  const remove = async (contact: EmergencyContactRow) => {
    try {
      await mutate('emergencyContact.delete', { id: contact.id });
      toast.success('Emergency contact deleted');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section aria-labelledby="contacts-heading" className="flex flex-col gap-3">
      <h2 id="contacts-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Emergency contacts
      </h2>
      {contacts.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No emergency contacts yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {contacts.map((contact) => (
            <EmergencyContactItem
              key={contact.id}
              contact={contact}
              isPending={pending.has(contact.id)}
              onEdit={() => setEditing({ contact })}
              onDelete={() => void remove(contact)}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <EmergencyContactForm
          key={editing.contact?.id ?? 'new'}
          title={editing.contact ? `Edit ${editing.contact.name}` : 'New emergency contact'}
          contact={editing.contact}
          onSubmit={(values) => save(values, editing.contact?.id)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setEditing({})}>
            Add emergency contact
          </Button>
        </div>
      )}
    </section>
  );
}
