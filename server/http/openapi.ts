/** The OpenAPI 3.1 document, generated from the same route declarations that validate requests. */
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { ApiErrorSchema } from '#contract/errors';
import { APP_NAME } from '#contract/limits';
import type { RouteDef } from './route';

type JsonSchema = Record<string, unknown>;

/**
 * An optional field whose default the field itself refuses (`deliveryMethod`: a missing choice
 * becomes '' so the answer is 'Delivery is required') is required in fact: a client must send it.
 */
function requiredInFact(valibotSchema: v.GenericSchema, jsonSchema: JsonSchema): JsonSchema | undefined {
  const entries =
    'entries' in valibotSchema ? (valibotSchema.entries as Record<string, v.GenericSchema>) : {};
  const required = Array.isArray(jsonSchema.required) ? (jsonSchema.required as string[]) : [];
  const refused = Object.entries(entries)
    .filter(([key, entry]) => !required.includes(key) && 'default' in entry && entry.default !== undefined)
    .filter(([, entry]) => !v.safeParse(entry, undefined).success)
    .map(([key]) => key);
  if (refused.length === 0) return undefined;
  // Its default is how the server words the refusal, not a value a client may rely on.
  const properties = { ...(jsonSchema.properties as Record<string, JsonSchema>) };
  for (const key of refused) {
    const { default: _refused, ...property } = properties[key] ?? {};
    properties[key] = property;
  }
  return { ...jsonSchema, properties, required: [...required, ...refused] };
}

const schemaOf = (schema: v.GenericSchema): JsonSchema => {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, {
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema, jsonSchema }) =>
      // File parts of multipart bodies: JSON Schema has no File, OpenAPI spells it as binary.
      valibotSchema.type === 'file'
        ? { type: 'string', format: 'binary' }
        : requiredInFact(valibotSchema, jsonSchema as JsonSchema),
  }) as JsonSchema;
  return rest;
};

const BINARY = { '*/*': { schema: { type: 'string', format: 'binary' } } };
const EVENT_STREAM = { 'text/event-stream': { schema: { type: 'string' } } };

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input (fields holds a message per field)',
  401: 'Not signed in, or the session ended',
  403: 'Signed in but not allowed',
  404: 'Not found (also for ids of other tenants)',
  409: 'Conflict with the current state',
  413: 'Body too large',
  422: 'Idempotency-Key reused with a different request',
  429: 'Too many attempts',
};

function parameters(def: RouteDef) {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', def.spec.params],
    ['query', def.spec.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  if (def.spec.method !== 'get' && def.spec.access !== 'public' && !def.spec.returnsSecrets) {
    out.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', format: 'uuid' },
    });
  }
  return out;
}

function operation(def: RouteDef) {
  const { spec } = def;
  const success = String(spec.status ?? 200);
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const responses: Record<string, JsonSchema> = {
    [success]: {
      description: spec.binary
        ? 'The file’s bytes, with its own Content-Type'
        : spec.eventStream
          ? 'An open stream of Server-Sent Events'
          : 'Success',
      content: spec.binary
        ? BINARY
        : spec.eventStream
          ? EVENT_STREAM
          : {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { data: spec.response ? schemaOf(spec.response) : {} },
                  required: ['data'],
                },
              },
            },
    },
  };
  const bodyType = spec.multipart ? 'multipart/form-data' : 'application/json';
  for (const status of spec.errors ?? [])
    responses[String(status)] = { description: STATUS_TEXT[status] ?? 'Error', content: errorContent };
  return {
    summary: spec.summary,
    tags: [spec.tag],
    security: spec.access === 'public' ? [] : [{ bearer: [] }],
    parameters: parameters(def),
    ...(spec.body
      ? { requestBody: { required: true, content: { [bodyType]: { schema: schemaOf(spec.body) } } } }
      : {}),
    responses,
  };
}

export function buildOpenApi(routes: RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of routes.filter((r) => !r.spec.hidden)) {
    const path = `/api${def.spec.path}`;
    paths[path] = { ...paths[path], [def.spec.method]: operation(def) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${APP_NAME} API`,
      version: '1',
      description: 'Success bodies are {data}; errors are {error: {code, message, fields}}.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: schemaOf(ApiErrorSchema) },
    },
    paths,
  };
}
