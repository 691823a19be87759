import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  CategoryParamsSchema,
  CreateEventTemplateCategorySchema,
  EventTemplateCategorySchema,
  UpdateEventTemplateCategorySchema,
} from '#contract/event-templates';
import { defineRoute } from '../../http/route';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
} from './event-template-categories.service';

const tag = 'Event templates';

export const eventTemplateCategoryRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/artists/{id}/event-template-categories',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: CreateEventTemplateCategorySchema,
      summary: 'Add a template category to an artist (workspace owner only; names unique per artist)',
      response: EventTemplateCategorySchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createCategory(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/artists/{id}/event-template-categories',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The artist’s template categories, by name',
      response: v.array(EventTemplateCategorySchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await listCategories(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/artists/{id}/event-template-categories/{categoryId}',
      tag,
      access: 'user',
      params: CategoryParamsSchema,
      body: UpdateEventTemplateCategorySchema,
      summary: 'Rename a template category',
      response: EventTemplateCategorySchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        renameCategory(tx, user, params.id, params.categoryId, body.name, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/artists/{id}/event-template-categories/{categoryId}',
      tag,
      access: 'user',
      params: CategoryParamsSchema,
      summary: 'Delete a template category; its templates stay, uncategorised',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteCategory(tx, user, params.id, params.categoryId));
      return { data: { ok: true } };
    },
  ),
];
