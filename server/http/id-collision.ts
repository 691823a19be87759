/**
 * Client-made ids (docs/api.md "Client-made ids"): an id is one uuid space shared by every user and
 * tenant, so a create can hit a row its caller may not see. Such a create must not confirm that row:
 * it is answered like any id that does not exist, 404 — the same as GET of that id. Services that
 * can tell the row is the caller's own answer better first (a replay answers the row; a clash with
 * one of their rows is a 409 naming the id); this is the net under every other create, including
 * two creates racing for one id.
 */
import type { ApiErrorBody } from '#contract/errors';
import { MESSAGES } from '#contract/messages';

interface PgError {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/** A unique violation of a table's own `id` primary key (not a name, e-mail or link-table pair). */
export function isIdCollision(error: unknown): boolean {
  for (let e = error as PgError | null; e && typeof e === 'object'; e = e.cause as PgError | null) {
    if (e.code !== '23505') continue;
    return (
      typeof e.constraint === 'string' &&
      e.constraint.endsWith('_pkey') &&
      typeof e.detail === 'string' &&
      e.detail.startsWith('Key (id)=')
    );
  }
  return false;
}

/** The answer to a create whose id is taken by a row the caller may not see: an id that does not exist. */
export const ID_COLLISION_ANSWER = {
  error: { code: 'not_found', message: MESSAGES.notFound },
} as const satisfies ApiErrorBody;
