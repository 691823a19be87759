import * as v from 'valibot';
import { IdParamSchema, OkSchema, UuidSchema } from '#contract/common';
import {
  CreateNoteSchema,
  NoteSchema,
  SaveTourDaySchema,
  SetDayTagSchema,
  TourDaySchema,
  UpdateNoteSchema,
} from '#contract/tour-days';
import { defineRoute } from '../../http/route';
import { createNote, deleteNote, updateNote } from './notes.service';
import { listTourDays, requireDay, saveTourDay, setDayTag } from './tour-days.service';

const NoteParamsSchema = v.object({ id: UuidSchema, noteId: UuidSchema });

export const tourDaysRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/tour-days/{id}',
      tag: 'Tour days',
      access: 'user',
      params: IdParamSchema,
      summary: 'The days of a tour (id = tour id), in date order',
      response: v.array(TourDaySchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await listTourDays(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/tour-days/{id}',
      tag: 'Tour days',
      access: 'user',
      params: IdParamSchema,
      body: SaveTourDaySchema,
      summary: 'Add a day to a tour (id = tour id), or set the place of the day on that date',
      response: TourDaySchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => saveTourDay(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/tour-days/{id}/notes',
      tag: 'Tour days',
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: CreateNoteSchema,
      summary: 'Add a note to a day (the day needs a tag first)',
      response: NoteSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createNote(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/tour-days/{id}/notes/{noteId}',
      tag: 'Tour days',
      access: 'user',
      params: NoteParamsSchema,
      body: UpdateNoteSchema,
      summary: 'Edit a note; with expectedText, 409 if someone changed it meanwhile',
      response: NoteSchema,
      errors: [400, 401, 403, 404, 409],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateNote(tx, user, params.noteId, body, deps.now(), params.id),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/tour-days/{id}/notes/{noteId}',
      tag: 'Tour days',
      access: 'user',
      params: NoteParamsSchema,
      summary: 'Delete a note',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteNote(tx, user, params.noteId, deps.now(), params.id));
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'get',
      path: '/day-tags/{id}',
      tag: 'Day tags',
      access: 'user',
      params: IdParamSchema,
      summary: 'The tag of a day (id = tour day id)',
      response: v.object({ tourDayId: v.string(), tag: v.nullable(v.string()) }),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => {
      const { day } = await requireDay(deps.database.db, user, params.id);
      return { data: { tourDayId: day.id, tag: day.tag } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/day-tags',
      tag: 'Day tags',
      access: 'user',
      body: SetDayTagSchema,
      summary: 'Tag a day (replaces its tag)',
      response: TourDaySchema,
      errors: [400, 401, 403, 404],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        setDayTag(tx, user, body.tourDayId, body.tag, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/day-tags/{id}',
      tag: 'Day tags',
      access: 'user',
      params: IdParamSchema,
      summary: 'Remove the tag of a day (id = tour day id)',
      response: TourDaySchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => setDayTag(tx, user, params.id, null, deps.now())),
    }),
  ),
];
