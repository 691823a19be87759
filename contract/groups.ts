/** Groups of a tour's people: named sets of personnel that events can be assigned to. */
import * as v from 'valibot';
import { requiredString, UuidSchema } from './common';

export const GroupSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  name: v.string(),
});
export type Group = v.InferOutput<typeof GroupSchema>;

/** One person in one group (the sync entity `groupMember`): one row each, never a whole list. */
export const GroupMemberSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  groupId: v.string(),
  userId: v.string(),
});
export type GroupMember = v.InferOutput<typeof GroupMemberSchema>;

/** A member as the REST answers show them: with the name and e-mail from their tour place. */
export const GroupMemberDetailSchema = v.object({
  ...GroupMemberSchema.entries,
  email: v.string(),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
});
export type GroupMemberDetail = v.InferOutput<typeof GroupMemberDetailSchema>;

export const GroupWithMembersSchema = v.object({
  ...GroupSchema.entries,
  members: v.array(GroupMemberDetailSchema),
});
export type GroupWithMembers = v.InferOutput<typeof GroupWithMembersSchema>;

export const CreateGroupSchema = v.object({
  id: v.optional(UuidSchema),
  name: requiredString(100),
});
export type CreateGroup = v.InferOutput<typeof CreateGroupSchema>;

export const UpdateGroupSchema = v.object({ name: requiredString(100) });

export const AddGroupMembersSchema = v.object({
  userIds: v.pipe(
    v.array(UuidSchema, 'Choose at least one person'),
    v.minLength(1, 'Choose at least one person'),
    v.maxLength(500, 'At most 500 people at once'),
  ),
});

export const GroupMemberParamsSchema = v.object({ id: UuidSchema, memberId: UuidSchema });

export const GROUP_MESSAGES = {
  notPersonnel: 'Only people active on this tour can join its groups',
  userAssigned: 'User assigned',
  personnelAssigned: 'Personnel assigned',
} as const;
