import * as v from 'valibot';
import { INT4_MAX } from './limits';
import { MESSAGES } from './messages';

/** Tab, line feed and carriage return (pasted Windows text): kept in multi-line text. */
const LINE_CHARACTERS = new Set([0x09, 0x0a, 0x0d]);

/** C0 controls and DEL: PostgreSQL text cannot hold NUL, and no person means to type the others. */
function hasControlCharacter(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 || code === 0x7f) && !(multiline && LINE_CHARACTERS.has(code))) return true;
  }
  return false;
}

export interface TextOptions {
  /** Allows tabs and line breaks: for notes, descriptions and other text typed in a text area. */
  multiline?: boolean;
}

/** Refuses control characters with a message a person can act on (every text helper below has it). */
export const noControlCharacters = ({ multiline = false }: TextOptions = {}) =>
  v.check<string, string>((value) => !hasControlCharacter(value, multiline), MESSAGES.controlCharacters);

const atMost = (max: number) => v.maxLength<string, number, string>(max, `Must be at most ${max} characters`);

/** A required string: missing or non-string → 'This field is required', blank → 'This field cannot be empty'. */
export const requiredString = (max = 200, options: TextOptions = {}) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.trim(),
    noControlCharacters(options),
    v.nonEmpty(MESSAGES.cannotBeEmpty),
    atMost(max),
  );

/** Text a person typed, possibly blank: trimmed, bounded, without control characters. */
export const plainText = (max = 500, options: TextOptions & { message?: string } = {}) =>
  v.pipe(v.string(options.message), v.trim(), noControlCharacters(options), atMost(max));

/**
 * A string the server only compares or looks up (a password, a token, a storage key): kept as sent
 * (never trimmed), bounded, without control characters.
 */
export const opaqueString = (max = 200, message: string = MESSAGES.required) =>
  v.pipe(v.string(message), noControlCharacters(), v.maxLength(max, `Must be at most ${max} characters`));

/** A whole number that fits its int4 column (positions, quantities, seq, steps). */
export const wholeNumber = (min = 0, max = INT4_MAX, message?: string) =>
  v.pipe(
    v.number(message ?? 'Must be a number'),
    v.integer(message ?? 'Must be a whole number'),
    v.minValue(min, message ?? `Must be at least ${min}`),
    v.maxValue(max, message ?? `Must be at most ${max}`),
  );

/** A whole number sent as query text (`?limit=50`), bounded like `wholeNumber`. */
export const wholeNumberText = (min = 0, max = INT4_MAX, notWhole = 'Must be a whole number') =>
  v.pipe(
    v.string(notWhole),
    v.regex(/^\d{1,12}$/, notWhole),
    v.transform(Number),
    v.minValue(min, `Must be at least ${min}`),
    v.maxValue(max, `Must be at most ${max}`),
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
export const optionalText = (max = 500, options: TextOptions = {}) =>
  v.optional(
    v.nullable(
      v.pipe(
        plainText(max, options),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
  );
