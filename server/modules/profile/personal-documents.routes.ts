import { OkSchema } from '#contract/common';
import {
  AddCitizenshipSchema,
  AttachPersonalDocumentSchema,
  CitizenshipSchema,
  PersonalDocumentKindQuerySchema,
  PersonalDocumentSchema,
  RemoveCitizenshipSchema,
} from '#contract/profile';
import { defineRoute } from '../../http/route';
import { removeBytes } from '../files/remove-bytes';
import { addCitizenship, removeCitizenship } from './citizenships.service';
import { attachPersonalDocument, removePersonalDocument } from './personal-documents.service';

const tag = 'Profile';

export const personalDocumentsRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/users/personal-details/upload-personal-documents',
      tag,
      access: 'user',
      status: 201,
      body: AttachPersonalDocumentSchema,
      summary:
        'Attach one of your uploads (purpose PERSONAL_DOCUMENT) as your document of a kind, replacing the previous one',
      response: PersonalDocumentSchema,
      errors: [400, 401, 404, 413],
    },
    async ({ body }, { deps, user }) => {
      const { document, replacedKey } = await deps.database.db.transaction((tx) =>
        attachPersonalDocument(tx, user, body, deps.now()),
      );
      // The replaced bytes go only once the new document is committed.
      if (replacedKey) await removeBytes(deps, replacedKey);
      return { data: document };
    },
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/users/personal-details/delete-personal-document',
      tag,
      access: 'user',
      query: PersonalDocumentKindQuerySchema,
      summary: 'Remove your document of a kind (?kind=HEADSHOT|COVID_VACCINATION|DRIVERS_LICENSE|W9)',
      response: OkSchema,
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => {
      const key = await deps.database.db.transaction((tx) =>
        removePersonalDocument(tx, user, query.kind, deps.now()),
      );
      await removeBytes(deps, key);
      return { data: { ok: true as const } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/users/personal-details/citizenships',
      tag,
      access: 'user',
      status: 201,
      body: AddCitizenshipSchema,
      summary: 'Add a citizenship (a country you already have answers the existing one, 200)',
      response: CitizenshipSchema,
      errors: [400, 401, 404, 409],
    },
    async ({ body }, { deps, user }) => {
      const { citizenship, created } = await addCitizenship(deps.database.db, user, body, deps.now());
      return { data: citizenship, status: created ? 201 : 200 };
    },
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/users/personal-details/citizenships',
      tag,
      access: 'user',
      query: RemoveCitizenshipSchema,
      summary: 'Remove one of your citizenships (?id=)',
      response: OkSchema,
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => {
      await removeCitizenship(deps.database.db, user, query.id);
      return { data: { ok: true as const } };
    },
  ),
];
