import * as v from 'valibot';
import { SendCrewMessageSchema } from '#contract/messaging';

/** The contract's rules for the form's fields (the tour comes from the screen). */
export const MessageCrewFormSchema = v.object({
  userIds: SendCrewMessageSchema.entries.userIds,
  channel: SendCrewMessageSchema.entries.channel,
  text: SendCrewMessageSchema.entries.text,
});
export type MessageCrewFormInput = v.InferInput<typeof MessageCrewFormSchema>;
export type MessageCrewFormValues = v.InferOutput<typeof MessageCrewFormSchema>;
