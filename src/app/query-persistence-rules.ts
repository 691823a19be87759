/**
 * Which TanStack Query answers are saved on the device (IndexedDB, src/app/query-persistence.ts).
 * Decided by the first part of the query key, the area's factory `all` (src/api/*.queries.ts).
 * An area missing here is NOT saved: a new query is kept off the disk until someone decides.
 */
import { defaultShouldDehydrateQuery, type Query, type QueryKey } from '@tanstack/react-query';

export { QUERY_CACHE_MAX_AGE_MS } from './query-cache-age';

type Rule = { persist: boolean; why: string };

export const QUERY_PERSISTENCE_RULES: Readonly<Record<string, Rule>> = {
  calendar: {
    persist: true,
    why: 'personal events exist only here; tour events come from the mirror offline',
  },
  'personal-events': { persist: true, why: 'not mirrored' },
  artists: { persist: true, why: 'not mirrored; names the library and the calendar need' },
  'artist-files': { persist: true, why: 'file names and sizes only; download URLs are asked for on opening' },
  'event-templates': { persist: true, why: 'not mirrored' },
  invitations: { persist: true, why: 'not mirrored' },
  workspaces: {
    persist: true,
    why: 'not mirrored; the workspace name, its artists and people (names, e-mails)',
  },
  teams: {
    persist: true,
    why: 'not mirrored; My Teams, members and wages (shown only to owners, admins and the member) read offline',
  },
  availability: {
    persist: true,
    why: 'not mirrored; team members’ names, day statuses and the tour names the caller may see (booking warnings too)',
  },
  estimates: {
    persist: true,
    why: 'not mirrored; team estimates (crew rates, shown only to owners and admins) read offline',
  },
  'event-providers': { persist: true, why: 'not mirrored; the workspace suppliers, no personal documents' },
  'supplemental-questions': { persist: true, why: 'not mirrored' },
  tours: { persist: false, why: 'mirrored: Dexie holds the tours' },
  'tour-days': { persist: false, why: 'mirrored: Dexie holds the days' },
  'tour-personnel': { persist: false, why: 'mirrored: Dexie holds the tour personnel' },
  profile: { persist: false, why: 'personal documents (passports, licences) are never stored on the device' },
  'passport-warnings': { persist: false, why: 'derived from passports, a personal document' },
  users: { persist: false, why: 'holds registration tokens; the current user is in device answers' },
  legal: { persist: false, why: 'kept in device answers (src/lib/device-answers.ts)' },
  places: { persist: false, why: 'search results, worthless later' },
  'tour-personnel-roles': {
    persist: true,
    why: 'not mirrored; the role titles the personnel screen offers offline',
  },
  reports: {
    persist: true,
    why: 'not mirrored; templates and report lists (without preview rows) readable offline',
  },
  'report-details': {
    persist: false,
    why: "a report's preview cells can hold the crew's phone numbers and e-mails; opened online",
  },
  'deal-memos': {
    persist: true,
    why: 'not mirrored; a member’s issued memos (the pay terms their wages already show) readable offline',
  },
  'summary-reports': {
    persist: false,
    why: 'everyone’s pay on a tour in one table; made and opened online',
  },
  'admin-users': {
    persist: false,
    why: 'every account’s names, e-mails and subscriptions: admin screens are online-only, never kept on a device',
  },
  countries: {
    persist: true,
    why: 'not mirrored; the countries an admin added, which the profile and team pickers offer offline',
  },
  'event-types': {
    persist: true,
    why: 'not mirrored; the event type names (an admin may rename or add them) the event form and daysheet show offline',
  },
  'admin-data': {
    persist: false,
    why: 'every tenant’s workspaces, tours and events: admin screens are online-only, never kept on a device',
  },
  'admin-audit': { persist: false, why: 'the admin log names people and accounts; read online only' },
  subscriptions: {
    persist: true,
    why: 'not mirrored; the plan, its status and what it unlocks (the My Teams wall) read offline; no card details exist here',
  },
  'crew-messages': {
    persist: false,
    why: 'texts and phone numbers of the crew; sending them is online-only anyway',
  },
};

// Whatever area they belong to, keys naming one of these are never saved.
const SECRET_WORDS = ['document', 'passport', 'download', 'token', 'secret', 'password'];

const mentionsSecret = (key: QueryKey) =>
  key.some(
    (part) => typeof part === 'string' && SECRET_WORDS.some((word) => part.toLowerCase().includes(word)),
  );

export function isPersistableQueryKey(key: QueryKey): boolean {
  const area = key[0];
  if (typeof area !== 'string' || !Object.hasOwn(QUERY_PERSISTENCE_RULES, area)) return false;
  return QUERY_PERSISTENCE_RULES[area]?.persist === true && !mentionsSecret(key);
}

/**
 * The persister's filter: an allowed key with an answer. Also when its last refresh failed (status
 * `error`, data kept): else one failed refresh offline would drop the saved copy from the disk.
 */
export function shouldPersistQuery(query: Query): boolean {
  const hasAnswer = defaultShouldDehydrateQuery(query) || query.state.data !== undefined;
  return hasAnswer && isPersistableQueryKey(query.queryKey);
}
