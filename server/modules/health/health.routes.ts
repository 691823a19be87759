import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { defineRoute } from '../../http/route';

export const healthRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/healthcheck',
      tag: 'General',
      access: 'public',
      summary: 'Liveness and database reachability',
      response: v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) }),
    },
    async (_input, { deps }) => {
      await deps.database.db.execute(sql`select 1`);
      return { data: { status: 'ok', database: deps.database.kind } };
    },
  ),
];
