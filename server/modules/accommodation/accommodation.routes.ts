import * as v from 'valibot';
import {
  AddRoomMemberSchema,
  CreateRoomSchema,
  MoveRoomMemberSchema,
  RoomMemberParamsSchema,
  RoomWithMembersSchema,
  UpdateRoomSchema,
} from '#contract/accommodation';
import { IdParamSchema, OkSchema } from '#contract/common';
import { defineRoute } from '../../http/route';
import { addRoomMember, moveRoomMember, removeRoomMember } from './room-members.service';
import { createRoom, deleteRoom, getRoom, listRooms, updateRoom } from './rooms.service';

const tag = 'Accommodation';

export const accommodationRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/accommodation-rooms/{id}',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: CreateRoomSchema,
      summary: 'Add a room to a hotel stay (id = the HOTEL_STAY event)',
      response: RoomWithMembersSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createRoom(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/accommodation-rooms/events/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The rooms of a hotel stay with their people, by name',
      response: v.array(RoomWithMembersSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await listRooms(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/accommodation-rooms/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One room with its people',
      response: RoomWithMembersSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getRoom(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/accommodation-rooms/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateRoomSchema,
      summary: 'Change a room (number or name, type, notes, check-in and check-out)',
      response: RoomWithMembersSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => updateRoom(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/accommodation-rooms/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete a room (its people become unassigned)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteRoom(tx, user, params.id, deps.now()));
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/accommodation-rooms/{id}/members',
      tag,
      access: 'user',
      status: 201,
      params: IdParamSchema,
      body: AddRoomMemberSchema,
      summary: 'Put someone active on the tour in a room (one room per person per hotel stay)',
      response: RoomWithMembersSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => addRoomMember(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/accommodation-rooms/{id}/members/{memberId}',
      tag,
      access: 'user',
      params: RoomMemberParamsSchema,
      body: MoveRoomMemberSchema,
      summary: 'Move someone to another room of the same hotel stay (answers the room they moved to)',
      response: RoomWithMembersSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        moveRoomMember(tx, user, params.memberId, body.roomId, deps.now(), params.id),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/accommodation-rooms/{id}/members/{memberId}',
      tag,
      access: 'user',
      params: RoomMemberParamsSchema,
      summary: 'Take someone out of a room (memberId = their place’s id)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) =>
        removeRoomMember(tx, user, params.memberId, deps.now(), params.id),
      );
      return { data: { ok: true } };
    },
  ),
];
