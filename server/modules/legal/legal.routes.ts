import * as v from 'valibot';
import { IdParamSchema } from '#contract/common';
import { AcceptanceCheckSchema, LegalDocumentSchema, type LegalKind } from '#contract/legal';
import { defineRoute } from '../../http/route';
import { acceptanceCheck, acceptDocument, getDocument, listDocuments } from './legal.service';

/**
 * Terms and privacy policies have the same four routes under their own prefix. The prefix is a type
 * parameter so each path stays a literal type (the typed test client finds routes by path).
 */
function legalRoutes<Prefix extends string>(kind: LegalKind, prefix: Prefix, tag: string) {
  return [
    defineRoute(
      {
        method: 'get',
        path: `${prefix}/acceptance-check`,
        tag,
        access: 'user',
        summary: 'Has the signed-in user accepted the version in force?',
        response: AcceptanceCheckSchema,
        errors: [401],
      },
      async (_input, { deps, user }) => ({
        data: await acceptanceCheck(deps.database.db, kind, user.id, deps.now()),
      }),
    ),
    defineRoute(
      {
        method: 'get',
        path: prefix,
        tag,
        access: 'user',
        summary: 'Every published version, newest first',
        response: v.array(LegalDocumentSchema),
        errors: [401],
      },
      async (_input, { deps, user }) => ({
        data: await listDocuments(deps.database.db, kind, user.id, deps.now()),
      }),
    ),
    defineRoute(
      {
        method: 'get',
        path: `${prefix}/{id}`,
        tag,
        access: 'user',
        params: IdParamSchema,
        summary: 'One version',
        response: LegalDocumentSchema,
        errors: [400, 401, 404],
      },
      async ({ params }, { deps, user }) => ({
        data: await getDocument(deps.database.db, kind, params.id, user.id, deps.now()),
      }),
    ),
    defineRoute(
      {
        method: 'post',
        path: `${prefix}/{id}/accept`,
        tag,
        access: 'user',
        params: IdParamSchema,
        summary: 'Accept a version (repeating is harmless)',
        response: LegalDocumentSchema,
        errors: [400, 401, 404],
      },
      async ({ params }, { deps, user }) => ({
        data: await acceptDocument(deps.database.db, kind, params.id, user.id, deps.now()),
      }),
    ),
  ];
}

export const termsRoutes = legalRoutes('terms', '/terms', 'Terms');
export const privacyPolicyRoutes = legalRoutes('privacy', '/privacy-policies', 'Privacy policies');
