import { toast } from 'sonner';
import { DELIVERY_METHOD_LABELS, DELIVERY_METHODS, type GuestListSubmission } from '#contract/guest-lists';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import {
  EMPTY_REQUEST,
  GuestRequestFormSchema,
  type GuestRequestFormValues,
  requestFormValues,
} from './guest-request-schema';

const DELIVERY_OPTIONS = [
  { value: '', label: 'Choose…' },
  ...DELIVERY_METHODS.map((value) => ({ value, label: DELIVERY_METHOD_LABELS[value] })),
];
const FIELDS = ['firstName', 'lastName', 'quantity', 'phone', 'email', 'notes', 'deliveryMethod'] as const;

type GuestRequestFormProps = {
  eventId: string;
  /** The requester's own pending request to change; without it the form asks for new guests. */
  request?: GuestListSubmission;
  onDone: () => void;
};

/** Asks for guests on a show, or changes a pending request; saved on the device at once, sent with the next sync. */
export function GuestRequestForm({ eventId, request, onDone }: GuestRequestFormProps) {
  const { form, submit } = useRoadieForm({
    schema: GuestRequestFormSchema,
    defaultValues: request ? requestFormValues(request) : EMPTY_REQUEST,
    onSubmit: async (values: GuestRequestFormValues) => {
      if (request) await mutate('guestList.update', { id: request.id, changes: values });
      else await mutate('guestList.submit', { eventId, submission: values });
      toast.success(request ? 'Guest request saved' : 'Guest request sent');
      onDone();
    },
    fields: FIELDS,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={
        request ? `Edit guest request for ${request.firstName} ${request.lastName}` : 'Request guests'
      }
      className="grid gap-3 rounded-xl border border-amber-300 p-4 sm:grid-cols-2 dark:border-amber-500/40 print:hidden"
    >
      <div className="sm:col-span-2">
        <FormAlert message={errors.root?.server?.message} />
      </div>
      <TextField label="First name" error={errors.firstName?.message} {...form.register('firstName')} />
      <TextField label="Last name" error={errors.lastName?.message} {...form.register('lastName')} />
      <TextField
        label="Quantity"
        type="number"
        min={1}
        max={20}
        error={errors.quantity?.message}
        {...form.register('quantity')}
      />
      <SelectField
        label="Delivery method"
        options={DELIVERY_OPTIONS}
        error={errors.deliveryMethod?.message}
        {...form.register('deliveryMethod')}
      />
      <TextField label="Phone" type="tel" error={errors.phone?.message} {...form.register('phone')} />
      <TextField label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
      <TextareaField
        label="Notes"
        className="sm:col-span-2"
        error={errors.notes?.message}
        {...form.register('notes')}
      />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" isPending={isSubmitting}>
          {request ? 'Save changes' : 'Send request'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
