import * as v from 'valibot';
import { CountryCodeSchema } from '#contract/countries';
import { CalendarDateSchema } from '#contract/dates';
import { PassportInputSchema } from '#contract/travelling-details';
import type { PassportRow } from '../../offline/db';

const [PassportFields] = PassportInputSchema.pipe;

/** The contract's passport, as the form's inputs send it (a blank issue date is "not given"). */
export const PassportFormSchema = v.pipe(
  v.object({
    ...v.omit(PassportFields, ['id', 'scanKey']).entries,
    issueDate: v.pipe(
      v.string(),
      v.transform((value) => (value === '' ? null : value)),
      v.nullable(CalendarDateSchema),
    ),
    // A select's "choose one" is '': say which field is missing rather than fail on the type.
    issuingCountry: v.pipe(v.string(), v.nonEmpty('Choose the issuing country'), CountryCodeSchema),
  }),
  v.forward(
    v.check(
      (input) => !input.issueDate || input.issueDate < input.expirationDate,
      'The expiration must be after the issue date',
    ),
    ['expirationDate'],
  ),
);
export type PassportFormInput = v.InferInput<typeof PassportFormSchema>;
export type PassportFormValues = v.InferOutput<typeof PassportFormSchema>;
export const PASSPORT_FIELDS = [
  'number',
  'issueDate',
  'expirationDate',
  'issuingCountry',
  'isAlternative',
] as const;

export const passportFormValues = (passport?: PassportRow): PassportFormInput => ({
  number: passport?.number ?? '',
  issueDate: passport?.issueDate ?? '',
  expirationDate: passport?.expirationDate ?? '',
  issuingCountry: passport?.issuingCountry ?? '',
  isAlternative: passport?.isAlternative ?? false,
});
