/**
 * The bad inputs the fuzz sends (tests/api/fuzz.test.ts), from a seeded generator: the same seed
 * sends the same requests, so a failure found once is found again.
 */
import type { FieldKind } from './fuzz-schema';

/** mulberry32: small, fast, and good enough to pick among bad inputs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A version-4 UUID from the generator (ids of rows that do not exist). */
export function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)] ?? '8';
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export interface Mutation {
  label: string;
  value: unknown;
  /** Text with a control character: it must be refused (4xx), not stored. */
  controlCharacter?: boolean;
}

const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** C0 controls and DEL other than tab and line breaks (which multi-line text keeps). */
const CONTROLS = [
  ...Array.from({ length: 32 }, (_, code) => code).filter((c) => ![0, 9, 10, 13].includes(c)),
  0x7f,
];
const HUGE = 'x'.repeat(100_000);
const INT4_OVERFLOW = 2 ** 31;

/** Inside the text: at either end, trimming would take a whitespace control (VT, FF) away. */
function controlText(random: () => number): Mutation[] {
  const code = pick(random, CONTROLS);
  return [
    { label: 'NUL in text', value: 'Fuzz\u0000text', controlCharacter: true },
    {
      label: `U+${code.toString(16).padStart(4, '0')} in text`,
      value: `Fuzz${String.fromCharCode(code)}text`,
      controlCharacter: true,
    },
  ];
}

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;

/** What replaces one field of a JSON body (dates out of range only where a date is expected). */
export function fieldMutations(kind: FieldKind, random: () => number, current?: unknown): Mutation[] {
  const wrongType = pick(random, [
    { label: 'an object', value: { nested: true } },
    { label: 'a list', value: ['x'] },
    { label: 'true', value: true },
    { label: '2^31', value: INT4_OVERFLOW },
  ]);
  if (kind === 'string') {
    const dates: Mutation[] =
      typeof current === 'string' && DATE_LIKE.test(current)
        ? [
            { label: 'year 0', value: current.replace(DATE_LIKE, '0000-01-01') },
            { label: 'year 9999', value: current.replace(DATE_LIKE, '9999-12-31') },
          ]
        : [];
    return [
      ...controlText(random),
      { label: '100k characters', value: HUGE },
      ...dates,
      { label: `wrong type: ${wrongType.label}`, value: wrongType.value },
    ];
  }
  if (kind === 'number') {
    return [
      { label: '2^31', value: INT4_OVERFLOW },
      { label: '-1', value: -1 },
      { label: '1e308', value: 1e308 },
      { label: '1.5', value: 1.5 },
      { label: '"NaN"', value: 'NaN' },
    ];
  }
  if (kind === 'boolean') return [{ label: '"true"', value: 'true' }];
  return [
    { label: 'NUL in text', value: 'Fuzz\u0000text', controlCharacter: true },
    { label: `wrong type: ${wrongType.label}`, value: wrongType.value },
  ];
}

/** What replaces one query parameter (always text). */
export function queryMutations(random: () => number): Mutation[] {
  return [
    ...controlText(random),
    { label: '100k characters', value: HUGE },
    { label: '2^31', value: String(INT4_OVERFLOW) },
    { label: '-1', value: '-1' },
    { label: '1e308', value: '1e308' },
    { label: 'NaN', value: 'NaN' },
    { label: 'year 0', value: '0000-01-01' },
    { label: 'year 9999', value: '9999-12-31' },
    { label: 'empty', value: '' },
  ];
}

/** What replaces a whole JSON body (sent as this exact text). */
export const BODY_SHAPES: Mutation[] = [
  { label: 'body: a list', value: '[]' },
  { label: 'body: a string', value: '"text"' },
  { label: 'body: a number', value: '42' },
  { label: 'body: null', value: 'null' },
  { label: 'body: broken JSON', value: '{"a":' },
  { label: 'body: empty object', value: '{}' },
];
