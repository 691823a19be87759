/**
 * Turns a screen's write into a checked offline mutation: the contract schema of its name, a
 * client-made id for creates (so the row exists before the server has seen it), and errors shaped
 * like the API's (`ApiError` 400 with field messages), so forms show them the same way.
 */
import type * as v from 'valibot';
import { MUTATIONS, type MutationName } from '#contract/sync-mutations';
import { ApiError } from '../api/api-error';
import { EFFECT_TABLES, type RoadieDb } from './db';
import { type AnyMutation, runEffect } from './local-effects';
import { check } from './mutation-check';
import { parseRiderMutation } from './rider-parse';

type SchemaInput<N extends MutationName> = v.InferInput<(typeof MUTATIONS)[N]>;

/** The args key of the created row, for writes that create one with a client-made id. */
const CREATED_KEY = {
  'event.create': 'event',
  'note.create': 'note',
  'passport.save': 'passport',
  'emergencyContact.save': 'contact',
  'guestList.submit': 'submission',
  'room.create': 'room',
  'room.addMember': 'member',
  'rider.create': 'rider',
  'rider.addItem': 'item',
  'rider.addPersonnel': 'person',
  'rider.addExternal': 'person',
  'rider.addLabor': 'labor',
  'riderLaborType.create': 'laborType',
  'rider.addSupportingAct': 'act',
} as const;
type CreatingName = keyof typeof CREATED_KEY;
const isCreating = (name: MutationName): name is CreatingName => Object.hasOwn(CREATED_KEY, name);
type WithOptionalId<Args, K extends keyof Args> = Omit<Args, K> & {
  [P in K]: Omit<Args[K], 'id'> & { id?: string };
};

/** What a screen passes: the contract's args, except that creates may leave their id to us. */
export type MutationInput<N extends MutationName> = N extends CreatingName
  ? WithOptionalId<SchemaInput<N>, (typeof CREATED_KEY)[N] & keyof SchemaInput<N>>
  : SchemaInput<N>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Creates made offline need their id now: later writes (and the server) refer to it. */
function withNewIds(name: MutationName, input: unknown): unknown {
  const key = isCreating(name) ? CREATED_KEY[name] : null;
  if (!key || !isRecord(input)) return input;
  const inner = input[key];
  if (!isRecord(inner) || inner.id !== undefined) return input;
  return { ...input, [key]: { ...inner, id: crypto.randomUUID() } };
}

/** Validates a write with its contract schema; throws `ApiError` (400) with field messages. */
export function parseMutation(name: MutationName, input: unknown): AnyMutation {
  const prepared = withNewIds(name, input);
  switch (name) {
    case 'note.create':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'note.update':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'note.delete':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'day.setTag':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'event.create':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'event.update':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'event.delete':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'profile.updatePersonalDetails':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'profile.updateTravellingDetails':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'passport.save':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'passport.delete':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'emergencyContact.save':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'emergencyContact.delete':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'guestList.submit':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'guestList.update':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'guestList.setStatus':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'guestList.checkIn':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'room.create':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'room.update':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'room.delete':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'room.addMember':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'room.moveMember':
      return { name, args: check(MUTATIONS[name], prepared) };
    case 'room.removeMember':
      return { name, args: check(MUTATIONS[name], prepared) };
    default:
      return parseRiderMutation(name, prepared);
  }
}

export const TARGET_MISSING_MESSAGE = 'This item is not available on this device yet. Sync and try again.';

export function targetMissing(): ApiError {
  return new ApiError({ status: 404, code: 'not_found', message: TARGET_MISSING_MESSAGE });
}

/**
 * Applies one write to the mirror in its own transaction (nested in the caller's when there is
 * one) and returns its outbox scope (the tour, or PROFILE_SCOPE). Throws when what it changes is not on this device.
 */
export async function applyLocally<N extends MutationName>(
  db: RoadieDb,
  name: N,
  args: MutationInput<N>,
  at = new Date().toISOString(),
): Promise<string> {
  const mutation = parseMutation(name, args);
  return db.transaction(
    'rw',
    EFFECT_TABLES.map((table) => db[table]),
    async () => {
      const tourId = await runEffect(db, mutation, { userId: db.userId, at });
      if (!tourId) throw targetMissing();
      return tourId;
    },
  );
}
