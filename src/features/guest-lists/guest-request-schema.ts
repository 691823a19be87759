import * as v from 'valibot';
import { GUEST_LIST_MESSAGES, SubmitGuestListSchema } from '#contract/guest-lists';

const { id: _id, quantity, ...fields } = SubmitGuestListSchema.entries;

/** The request form: the contract's fields, with the quantity as typed into a number input. */
export const GuestRequestFormSchema = v.object({
  ...fields,
  quantity: v.pipe(v.string(), v.nonEmpty(GUEST_LIST_MESSAGES.quantity), v.transform(Number), quantity),
});
export type GuestRequestFormInput = v.InferInput<typeof GuestRequestFormSchema>;
export type GuestRequestFormValues = v.InferOutput<typeof GuestRequestFormSchema>;

export const EMPTY_REQUEST: GuestRequestFormInput = {
  firstName: '',
  lastName: '',
  quantity: '1',
  phone: '',
  email: '',
  notes: '',
  deliveryMethod: '',
};
