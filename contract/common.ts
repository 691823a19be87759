import * as v from 'valibot';
import { MESSAGES } from './messages';

/** A required string: missing or non-string → 'This field is required', blank → 'This field cannot be empty'. */
export const requiredString = (max = 200) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    v.nonEmpty(MESSAGES.cannotBeEmpty),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

export const EmailSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.maxLength(254, MESSAGES.invalidEmail),
  v.email(MESSAGES.invalidEmail),
  v.toLowerCase(),
);

/** An optional e-mail: blank means "not given" and is stored as null. */
export const OptionalEmailSchema = v.optional(
  v.nullable(
    v.union([
      v.pipe(
        v.literal(''),
        v.transform(() => null),
      ),
      EmailSchema,
    ]),
  ),
);

export const UuidSchema = v.pipe(v.string(MESSAGES.required), v.uuid('Must be a valid id'));
export const IdParamSchema = v.object({ id: UuidSchema });

export const IsoDateTimeSchema = v.string();

export const OkSchema = v.object({ ok: v.literal(true) });

/** An optional text field: blank means "not given" and is stored as null. */
export const optionalText = (max = 500) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max, `Must be at most ${max} characters`),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
  );
