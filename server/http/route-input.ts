/**
 * Reading a route's input (route.ts): path and query by their schemas, the body as JSON, as a form,
 * or as a streamed form whose file part the route already received. Every failure is a 400 with
 * the fields' messages, never a 500.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { MESSAGES } from '#contract/messages';
import { issuesToFields } from '#contract/validation';
import type { AppEnv } from './context';
import { validationFailed } from './errors';
import { STREAMED_FILE_FIELD, type StreamedForm } from './streamed-form';

type AnySchema = v.GenericSchema;

export function parse<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const fields = issuesToFields(result.issues);
    // A problem with the input as a whole ('Nothing to update') is the clearest message to show.
    throw validationFailed(fields, fields._);
  }
  return result.output;
}

/**
 * Form fields by name (the first value of each); File parts stay File objects for the schema. A
 * field of the schema that was not sent is null — a form has no "missing" — so the schema's own
 * message for it is shown (e.g. 'Choose a file to upload' rather than 'This field is required').
 */
async function readForm(c: Context<AppEnv>, schema: AnySchema): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    // A truncated or malformed multipart body (an upload cut off mid-way) is bad input, never a 500.
    throw validationFailed({ _: MESSAGES.formInvalid }, MESSAGES.formInvalid);
  }
  const entries =
    'entries' in schema && schema.entries && typeof schema.entries === 'object' ? schema.entries : {};
  const fields: Record<string, unknown> = Object.fromEntries(Object.keys(entries).map((key) => [key, null]));
  form.forEach((value, name) => {
    if (fields[name] === null || !(name in fields)) fields[name] = value;
  });
  return fields;
}

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
const isObjectSchema = (schema: AnySchema): schema is ObjectSchema => schema.type === 'object';

/**
 * A streamed form's fields for `schema`: its file entry is left out when the part came (the
 * receiver has it), and is null when it did not, so the schema's own message for it is shown.
 */
function parseStreamedForm(schema: AnySchema, form: StreamedForm<unknown>) {
  if (!isObjectSchema(schema)) throw new Error('A form that streams its file needs an object schema');
  if (!form.file) return parse(schema, { ...form.fields, [STREAMED_FILE_FIELD]: null });
  return parse(v.omit(schema, [STREAMED_FILE_FIELD]), form.fields);
}

export async function parseBody(
  c: Context<AppEnv>,
  multipart: boolean,
  schema: AnySchema,
  form: StreamedForm<unknown> | null,
) {
  if (form) return parseStreamedForm(schema, form);
  return parse(schema, await (multipart ? readForm(c, schema) : readJson(c)));
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw validationFailed(
      { _: 'The request body must be valid JSON' },
      'The request body must be valid JSON',
    );
  }
}
