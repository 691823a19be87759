/**
 * Guards the one-declaration-per-write rule (src/offline/writes/): every offline write the contract
 * names has a device declaration and a server mutator, and every write that creates a row with an
 * id declares its key (or an offline create would reach the server without its id).
 */
import { describe, expect, it } from 'vitest';
import { MUTATIONS, type MutationName } from '#contract/sync-mutations';
import { MUTATORS } from '../../server/sync/mutators';
import { describeChange } from '../../src/features/sync/describe-change';
import { personalDetailsMark, touchedIds } from '../../src/offline/local-effects';
import { parseMutation } from '../../src/offline/mutations';
import { createdKeyOf, WRITES } from '../../src/offline/writes/index';

const NAMES = Object.keys(MUTATIONS).sort();
const ID = '7d3f9a52-4a1e-4c55-9d0b-6f1e2a3b4c5d';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of an object schema, through `v.pipe(...)` and optional/nullable wrappers. */
function entriesOf(schema: unknown): Record<string, unknown> | null {
  if (!isRecord(schema)) return null;
  if (isRecord(schema.entries)) return schema.entries;
  if (Array.isArray(schema.pipe)) return entriesOf(schema.pipe[0]);
  if ('wrapped' in schema) return entriesOf(schema.wrapped);
  return null;
}

/** The args keys holding a row with its own id: what a create names (updates' `changes` aside). */
function rowKeys(name: MutationName): string[] {
  const entries = entriesOf(MUTATIONS[name]) ?? {};
  return Object.keys(entries).filter((key) => key !== 'changes' && 'id' in (entriesOf(entries[key]) ?? {}));
}

describe('offline writes: one declaration per name', () => {
  it('declares every write of the contract on the device, and nothing else', () => {
    expect(Object.keys(WRITES).sort()).toEqual(NAMES);
  });

  it('has a server mutator for every write of the contract, and nothing else', () => {
    expect(Object.keys(MUTATORS).sort()).toEqual(NAMES);
  });

  it.each(NAMES as MutationName[])('%s declares the key of the row it creates, if any', (name) => {
    const created = createdKeyOf(name);
    expect(created === undefined ? [] : [created]).toEqual(rowKeys(name));
  });

  it('gives a create its id when the screen leaves it out, and marks that row as waiting', () => {
    const mutation = parseMutation('note.create', { tourDayId: ID, note: { text: 'Doors 7pm' } });
    if (mutation.name !== 'note.create') throw new Error('parsed as another write');
    expect(mutation.args.note.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(touchedIds(mutation)).toEqual([mutation.args.note.id]);
  });

  it('marks the row a write names, or the profile section it changes', () => {
    expect(touchedIds(parseMutation('room.moveMember', { id: ID, roomId: ID }))).toEqual([ID]);
    expect(touchedIds(parseMutation('day.setTag', { tourDayId: ID, tag: null }))).toEqual([ID]);
    expect(
      touchedIds(parseMutation('profile.updatePersonalDetails', { changes: { preferredName: 'Sam' } })),
    ).toEqual([personalDetailsMark]);
  });

  it('describes a queued write in the words of the failed-changes panel', () => {
    expect(describeChange({ name: 'note.delete', args: { id: ID } })).toBe('Deleting a note');
    expect(describeChange({ name: 'day.setTag', args: { tourDayId: ID, tag: 'SHOW_DAY' } })).toBe(
      'Day tag: Show day',
    );
    expect(describeChange({ name: 'guestList.checkIn', args: { id: ID, count: 2 } })).toBe(
      'Checking in 2 guests',
    );
    expect(
      describeChange({ name: 'rider.updateItem', args: { id: ID, changes: { label: 'x'.repeat(70) } } }),
    ).toBe(`Rider line change: “${'x'.repeat(57)}…”`);
    expect(describeChange({ name: 'note.delete', args: { id: 'not an id' } })).toBe(
      'A change this version of the app cannot read',
    );
  });
});
