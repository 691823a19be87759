/**
 * Reads a route's valibot schema for the fuzz (tests/api/fuzz.test.ts): where its fields are and
 * what kind each is (`fieldsOf`), and a plausible value for a field the fuzz has no real one for
 * (`sampleOf`: the first candidate the field's own schema accepts, ids by field name from the
 * fuzz's world of real rows). Valibot keeps a schema's structure on the schema object itself.
 */
import * as v from 'valibot';

export type Path = (string | number)[];
export type FieldKind = 'string' | 'number' | 'boolean' | 'other';
export interface Field {
  path: Path;
  kind: FieldKind;
}

/** What the walker reads of a schema: every valibot schema has `type`; wrappers and containers more. */
interface SchemaNode {
  type: string;
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: readonly unknown[];
  literal?: unknown;
}

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
const isObjectNode = (value: unknown) => isNode(value) && value.entries !== undefined;
const asSchema = (node: SchemaNode) => node as unknown as v.GenericSchema;

function kindOf(node: SchemaNode): FieldKind {
  if (node.type === 'string' || node.type === 'picklist') return 'string';
  if (node.type === 'number') return 'number';
  if (node.type === 'boolean') return 'boolean';
  if (node.type === 'literal') return typeof node.literal === 'string' ? 'string' : 'other';
  if (node.type === 'union') {
    const kinds = (node.options ?? []).filter(isNode).map(kindOf);
    return kinds.find((kind) => kind !== 'other') ?? 'other';
  }
  return 'other';
}

/** Every leaf field of an input schema, objects and first array items walked into. */
export function fieldsOf(schema: unknown, path: Path = []): Field[] {
  if (!isNode(schema)) return [];
  if (schema.wrapped) return fieldsOf(schema.wrapped, path);
  if (schema.entries && schema.type !== 'record') {
    return Object.entries(schema.entries).flatMap(([key, entry]) => fieldsOf(entry, [...path, key]));
  }
  if (schema.type === 'array' && schema.item) return fieldsOf(schema.item, [...path, 0]);
  if ((schema.type === 'union' || schema.type === 'variant') && schema.options?.some(isObjectNode)) {
    // Each shape's fields, once: `{eventIds}` and `{sourceTourDayId, targetTourDayId}` both get fuzzed.
    const all = schema.options.filter(isNode).flatMap((option) => fieldsOf(option, path));
    return all.filter(
      (field, index) => all.findIndex((f) => f.path.join('.') === field.path.join('.')) === index,
    );
  }
  return path.length > 0 ? [{ path, kind: kindOf(schema) }] : [];
}

/** Values a field may take, tried in order; ids come first, by the field's name. */
function stringCandidates(key: string, ids: Record<string, string>, freshId: () => string): string[] {
  return [
    ...(ids[key] ? [ids[key]] : []),
    freshId(),
    '2027-04-10',
    '2027-04-10T19:00:00.000Z',
    'Europe/Berlin',
    'fuzz@example.com',
    '19:30',
    'DE',
    '+49 30 1234567',
    'https://example.com/logo.png',
    'Fuzz-pass-word-9',
    '10',
    '52.5',
    'false',
    'Fuzz text',
  ];
}

export interface SampleContext {
  /** Real ids by field name (`tourId`, `eventId`, …). */
  ids: Record<string, string>;
  freshId: () => string;
}

/** A value the field's schema accepts where one is found (else a plain one of its kind). */
export function sampleOf(schema: unknown, context: SampleContext, key = ''): unknown {
  if (!isNode(schema)) return undefined;
  const accepts = (value: unknown) => v.is(asSchema(schema), value);
  switch (schema.type) {
    case 'optional':
    case 'nullable':
    case 'nullish':
      return schema.wrapped ? sampleOf(schema.wrapped, context, key) : null;
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return Object.fromEntries(
        Object.entries(schema.entries ?? {}).map(([name, entry]) => [name, sampleOf(entry, context, name)]),
      );
    case 'array':
      return [sampleOf(schema.item, context, key.replace(/s$/, ''))];
    case 'string': {
      const candidates = stringCandidates(key.replace(/Ids$/, 'Id'), context.ids, context.freshId);
      return candidates.find(accepts) ?? 'Fuzz text';
    }
    case 'number':
      return [1, 0, 10, 52.5].find(accepts) ?? 1;
    case 'boolean':
      // false: an archive or consent flag left as it was, so later routes still find their rows.
      return false;
    case 'picklist':
      return schema.options?.[0];
    case 'literal':
      return schema.literal;
    case 'union':
    case 'variant':
      return (schema.options ?? []).map((option) => sampleOf(option, context, key)).find(accepts);
    case 'undefined':
      return undefined;
    case 'file':
      return new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'fuzz.pdf', {
        type: 'application/pdf',
      });
    default:
      return {};
  }
}

/** The value at `path`, if there is one. */
export function fieldAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A copy of `value` with `path` set (objects and arrays made where missing). */
export function withField(value: unknown, path: Path, leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = withField(list[head], rest, leaf);
    return list;
  }
  const object =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  object[head] = withField(object[head], rest, leaf);
  return object;
}

/** A copy of `value` without the field at `path`. */
export function withoutField(value: unknown, path: Path): unknown {
  const [head, ...rest] = path;
  if (head === undefined || typeof value !== 'object' || value === null) return value;
  if (rest.length === 0) {
    if (Array.isArray(value)) return value.filter((_, index) => index !== head);
    const { [head]: _removed, ...others } = value as Record<string | number, unknown>;
    return others;
  }
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? withoutField(item, rest) : item));
  const copy: Record<string | number, unknown> = { ...value };
  copy[head] = withoutField(copy[head], rest);
  return copy;
}
