import { type ReactNode, useEffect } from 'react';
import { refreshUntouchedFields } from '../../lib/refresh-untouched-fields';
import { useRoadieForm } from '../../lib/use-roadie-form';
import type { PersonalDetailsRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { AboutFields } from './about-fields';
import { BirthFields } from './birth-fields';
import { ContactFields } from './contact-fields';
import { NameFields } from './name-fields';
import {
  changedFields,
  PERSONAL_DETAILS_GROUPS,
  type PersonalDetailsFormValues,
  type PersonalDetailsGroup,
  personalDetailsFormSchema,
  personalDetailsFormValues,
} from './personal-details-form-schema';

type PersonalDetailsFormProps = {
  details: PersonalDetailsRow;
  groups: readonly PersonalDetailsGroup[];
  submitLabel: string;
  /** Onboarding moves on with nothing changed; the profile page only saves a change. */
  allowUnchanged?: boolean;
  onSaved: () => void;
  /** What `onSaved` started is still running (onboarding's move to the next step). */
  busy?: boolean;
  /** More buttons next to the submit one (onboarding: Back, Skip for now). */
  actions?: ReactNode;
};

/** Personal details, whole or a few groups: saved on this device first and sent through the outbox. */
export function PersonalDetailsForm({
  details,
  groups,
  submitLabel,
  allowUnchanged = false,
  onSaved,
  busy = false,
  actions,
}: PersonalDetailsFormProps) {
  const { form, submit } = useRoadieForm({
    schema: personalDetailsFormSchema(groups),
    defaultValues: personalDetailsFormValues(details),
    onSubmit: async (values: PersonalDetailsFormValues) => {
      const changes = changedFields(values, dirtyFields);
      if (Object.keys(changes).length > 0) await mutate('profile.updatePersonalDetails', { changes });
      form.reset(form.getValues());
      onSaved();
    },
    fields: Object.values(PERSONAL_DETAILS_GROUPS).flat(),
  });
  const { errors, isDirty, isSubmitting, dirtyFields } = form.formState;
  // A newer copy (the server's, re-read) shows in every field the user has not changed.
  useEffect(() => {
    refreshUntouchedFields(form, personalDetailsFormValues(details));
  }, [details, form]);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} />
      {groups.includes('names') ? <NameFields form={form} /> : null}
      {groups.includes('birth') ? <BirthFields form={form} /> : null}
      {groups.includes('contact') ? <ContactFields form={form} addresses={details.addresses} /> : null}
      {groups.includes('about') ? <AboutFields form={form} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" isPending={isSubmitting || busy} disabled={!allowUnchanged && !isDirty}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
