import * as v from 'valibot';
import { GUEST_LIST_MESSAGES, type GuestListSubmission, SubmitGuestListSchema } from '#contract/guest-lists';

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

/** A saved request as the form shows it, for the requester to change while it is pending. */
export const requestFormValues = (request: GuestListSubmission): GuestRequestFormInput => ({
  firstName: request.firstName,
  lastName: request.lastName,
  quantity: String(request.quantity),
  phone: request.phone ?? '',
  email: request.email ?? '',
  notes: request.notes ?? '',
  deliveryMethod: request.deliveryMethod,
});
