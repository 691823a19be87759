import { useState } from 'react';
import { toast } from 'sonner';
import { savePassportWithScan } from '../../api/profile.api';
import { uploadFile } from '../../api/upload';
import type { PassportRow } from '../../offline/db';
import { usePendingIds } from '../../offline/use-pending-ids';
import { mutate, refreshProfile } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { PassportForm } from './passport-form';
import type { PassportFormValues } from './passport-form-schema';
import { PassportItem } from './passport-item';

type Editing = { passport?: PassportRow } | null;

/** Passports: saved on this device first and sent through the outbox; a scan needs the network. */
export function PassportsSection({ passports }: { passports: readonly PassportRow[] }) {
  const pending = usePendingIds();
  const [editing, setEditing] = useState<Editing>(null);

  const save = async (values: PassportFormValues, scan: File | null, existingId?: string) => {
    const id = existingId ?? crypto.randomUUID();
    if (scan) {
      const staged = await uploadFile(scan, 'PERSONAL_DOCUMENT');
      await savePassportWithScan({ ...values, id, scanKey: staged.key });
      refreshProfile();
    } else {
      await mutate('passport.save', { passport: { ...values, id } });
    }
    setEditing(null);
    toast.success('Passport saved');
  };

  return (
    <section aria-labelledby="passports-heading" className="flex flex-col gap-3">
      <h2 id="passports-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Passports
      </h2>
      {passports.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No passports yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {passports.map((passport) => (
            <PassportItem
              key={passport.id}
              passport={passport}
              isPending={pending.has(passport.id)}
              onEdit={() => setEditing({ passport })}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <PassportForm
          key={editing.passport?.id ?? 'new'}
          title={editing.passport ? `Edit passport ${editing.passport.number}` : 'New passport'}
          passport={editing.passport}
          onSubmit={(values, scan) => save(values, scan, editing.passport?.id)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setEditing({})}>
            Add passport
          </Button>
        </div>
      )}
    </section>
  );
}
