import * as v from 'valibot';
import { IdParamSchema } from '#contract/common';
import { ApplyTemplateSchema } from '#contract/event-templates';
import { EventSchema } from '#contract/events';
import { defineRoute } from '../../http/route';
import { applyTemplate } from './apply-template.service';

const modes = [
  {
    path: '/v2/events/{id}/with-template',
    replace: false,
    summary:
      'Add a template’s events to a day (id = tour day id), times in the day’s zone; answers the day’s events',
  },
  {
    path: '/v2/events/{id}/override-with-template',
    replace: true,
    summary: 'Erase the day’s events, then add the template’s (id = tour day id); answers the day’s events',
  },
] as const;

export const applyTemplateRoutes = modes.map(({ path, replace, summary }) =>
  defineRoute(
    {
      method: 'post',
      path,
      tag: 'Events',
      access: 'user',
      params: IdParamSchema,
      body: ApplyTemplateSchema,
      summary,
      response: v.array(EventSchema),
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        applyTemplate(tx, user, params.id, body.templateId, { replace }, deps.now()),
      ),
    }),
  ),
);
