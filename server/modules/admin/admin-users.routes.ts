import {
  AdminUserDetailSchema,
  AdminUserPageSchema,
  AdminUsersQuerySchema,
  CreateAdminUserSchema,
} from '#contract/admin-users';
import { IdParamSchema, OkSchema } from '#contract/common';
import { defineRoute } from '../../http/route';
import { mailAdminInvitation } from './admin-invitation.mail';
import { createAdminUser, deleteAdminUser, passwordHashOf } from './admin-user-writes';
import { getAdminUser, listAdminUsers } from './admin-users.service';

const tag = 'Admin';

/** The platform admin's users (api.md §7.13); every route is for role ADMIN only (others 403). */
export const adminUsersRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/admin/users',
      tag,
      access: 'admin',
      summary:
        'Every account, newest first: by role, subscription status (NONE: never subscribed) and a search',
      query: AdminUsersQuerySchema,
      response: AdminUserPageSchema,
      errors: [400, 401, 403],
    },
    async ({ query }, { deps }) => ({ data: await listAdminUsers(deps.database.db, query) }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/admin/users',
      tag,
      access: 'admin',
      status: 201,
      summary: 'Create an account with a password, or invite the person to set one by e-mail',
      body: CreateAdminUserSchema,
      response: AdminUserDetailSchema,
      errors: [400, 401, 403, 409],
    },
    async ({ body }, { deps, user }) => {
      const passwordHash = await passwordHashOf(body, deps.config.passwordHashCost);
      const created = await deps.database.db.transaction((tx) =>
        createAdminUser(tx, user, body, passwordHash, deps.now()),
      );
      await mailAdminInvitation(deps, created);
      return { data: await getAdminUser(deps.database.db, created.id) };
    },
  ),
  defineRoute(
    {
      method: 'get',
      path: '/admin/users/{id}',
      tag,
      access: 'admin',
      summary: 'One account: role, created, subscription and what they own',
      params: IdParamSchema,
      response: AdminUserDetailSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps }) => ({ data: await getAdminUser(deps.database.db, params.id) }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/admin/users/{id}',
      tag,
      access: 'admin',
      summary: 'Remove an account as “Remove account” does (never the admin’s own: 409)',
      params: IdParamSchema,
      response: OkSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) =>
        deleteAdminUser(tx, deps.billing, user, params.id, deps.now()),
      );
      return { data: { ok: true } };
    },
  ),
];
