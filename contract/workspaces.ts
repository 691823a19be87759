/** Workspaces (/workspaces): the tenant. Its owner renames it; its members see it and its artists. */
import * as v from 'valibot';
import { noControlCharacters } from './common';

export const WORKSPACE_MESSAGES = { name: 'Workspace name is required' } as const;

export const WorkspaceSchema = v.object({
  id: v.string(),
  name: v.string(),
  ownerId: v.string(),
  myRole: v.picklist(['OWNER', 'MEMBER']),
  canManage: v.boolean(),
});
export type Workspace = v.InferOutput<typeof WorkspaceSchema>;

export const UpdateWorkspaceSchema = v.object({
  name: v.pipe(
    v.string(WORKSPACE_MESSAGES.name),
    v.trim(),
    noControlCharacters(),
    v.nonEmpty(WORKSPACE_MESSAGES.name),
    v.maxLength(120, 'Must be at most 120 characters'),
  ),
});
export type UpdateWorkspace = v.InferOutput<typeof UpdateWorkspaceSchema>;

export const WorkspaceArtistSchema = v.object({
  id: v.string(),
  name: v.string(),
  logoUrl: v.nullable(v.string()),
  archived: v.boolean(),
});

export const WorkspaceMemberSchema = v.object({
  userId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  role: v.picklist(['OWNER', 'MEMBER']),
});
export type WorkspaceMember = v.InferOutput<typeof WorkspaceMemberSchema>;
