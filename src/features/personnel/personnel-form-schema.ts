import * as v from 'valibot';
import { AddTourPersonnelSchema, RoleTitleSchema } from '#contract/tour-personnel';
import { NO_ROLE_TITLE } from './personnel-options';

/** The contract's rules; the title select's empty choice means "no title" (null). */
export const AddPersonnelFormSchema = v.object({
  emails: AddTourPersonnelSchema.entries.emails,
  role: AddTourPersonnelSchema.entries.role,
  roleTitle: v.pipe(
    v.string(),
    v.transform((title) => (title === NO_ROLE_TITLE ? null : title)),
    RoleTitleSchema,
  ),
});
export type AddPersonnelFormInput = v.InferInput<typeof AddPersonnelFormSchema>;
export type AddPersonnelFormValues = v.InferOutput<typeof AddPersonnelFormSchema>;
