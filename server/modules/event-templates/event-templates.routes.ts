import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  CopyTemplateToArtistSchema,
  CreateEventTemplateSchema,
  EventTemplateListQuerySchema,
  EventTemplateSchema,
  TemplateParamsSchema,
  UpdateEventTemplateSchema,
} from '#contract/event-templates';
import { defineRoute } from '../../http/route';
import { applyTemplateRoutes } from './apply-template.routes';
import { eventTemplateCategoryRoutes } from './event-template-categories.routes';
import {
  copyTemplateToArtist,
  createTemplate,
  deleteTemplate,
  listTemplates,
  updateTemplate,
} from './event-templates.service';

const tag = 'Event templates';

const templateRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/artists/{id}/event-templates',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: CreateEventTemplateSchema,
      summary: 'Save a day schedule as a template of the artist (workspace owner only)',
      response: EventTemplateSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createTemplate(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/artists/{id}/event-templates',
      tag,
      access: 'user',
      params: IdParamSchema,
      query: EventTemplateListQuerySchema,
      summary: 'The artist’s templates, optionally of one category',
      response: v.array(EventTemplateSchema),
      errors: [400, 401, 404],
    },
    async ({ params, query }, { deps, user }) => ({
      data: await listTemplates(deps.database.db, user, params.id, query),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/artists/{id}/event-templates/{templateId}',
      tag,
      access: 'user',
      params: TemplateParamsSchema,
      body: UpdateEventTemplateSchema,
      summary: 'Rename a template, move it to another category, or replace its items',
      response: EventTemplateSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateTemplate(tx, user, params.id, params.templateId, body, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/artists/{id}/event-templates/{templateId}',
      tag,
      access: 'user',
      params: TemplateParamsSchema,
      summary: 'Delete a template (events made from it stay)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteTemplate(tx, user, params.id, params.templateId));
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/artists/{id}/event-templates/{templateId}/copy-to-artist',
      tag,
      access: 'user',
      status: 201,
      params: TemplateParamsSchema,
      body: CopyTemplateToArtistSchema,
      summary: 'Copy a template to another artist the caller manages (its category is matched by name)',
      response: EventTemplateSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        copyTemplateToArtist(tx, user, params.id, params.templateId, body.artistId, deps.now()),
      ),
    }),
  ),
];

/** Categories, templates, and applying a template to a day (POST /v2/events/{id}/…-template). */
export const eventTemplatesRoutes = [
  ...eventTemplateCategoryRoutes,
  ...templateRoutes,
  ...applyTemplateRoutes,
];
