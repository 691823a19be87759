import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { MAX_PROVIDER_CONTACTS } from '#contract/event-providers';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import type { ProviderFormInput, ProviderFormValues } from './provider-form-schema';

type Form = UseFormReturn<ProviderFormInput, unknown, ProviderFormValues>;

/** The provider's people: name, role, phone, e-mail; as many rows as needed (up to 20). */
export function ProviderContactsFields({ form }: { form: Form }) {
  const contacts = useFieldArray({ control: form.control, name: 'contacts' });
  const errors = form.formState.errors.contacts;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">Contacts</legend>
      {contacts.fields.map((field, index) => (
        <div
          key={field.id}
          className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-800"
        >
          <TextField
            label={`Contact ${index + 1} name`}
            error={errors?.[index]?.name?.message}
            {...form.register(`contacts.${index}.name`)}
          />
          <TextField
            label={`Contact ${index + 1} role`}
            error={errors?.[index]?.role?.message}
            {...form.register(`contacts.${index}.role`)}
          />
          <TextField
            label={`Contact ${index + 1} phone`}
            type="tel"
            error={errors?.[index]?.phone?.message}
            {...form.register(`contacts.${index}.phone`)}
          />
          <TextField
            label={`Contact ${index + 1} e-mail`}
            type="email"
            error={errors?.[index]?.email?.message}
            {...form.register(`contacts.${index}.email`)}
          />
          <div className="sm:col-span-2">
            <Button variant="ghost" onClick={() => contacts.remove(index)}>
              Remove contact {index + 1}
            </Button>
          </div>
        </div>
      ))}
      {contacts.fields.length < MAX_PROVIDER_CONTACTS ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => contacts.append({ name: '', role: '', phone: '', email: '' })}
          >
            Add contact
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
