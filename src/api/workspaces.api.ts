import * as v from 'valibot';
import {
  type UpdateWorkspace,
  WorkspaceArtistSchema,
  WorkspaceMemberSchema,
  WorkspaceSchema,
} from '#contract/workspaces';
import { apiRequest } from './client';

const workspacePath = (id: string) => `/workspaces/${encodeURIComponent(id)}`;

export const fetchWorkspaces = () => apiRequest('/workspaces', v.array(WorkspaceSchema));
export const renameWorkspace = (id: string, input: UpdateWorkspace) =>
  apiRequest(workspacePath(id), WorkspaceSchema, { method: 'PATCH', body: input });
export const fetchWorkspaceArtists = (id: string) =>
  apiRequest(`${workspacePath(id)}/artists`, v.array(WorkspaceArtistSchema));
export const fetchWorkspaceMembers = (id: string) =>
  apiRequest(`${workspacePath(id)}/members`, v.array(WorkspaceMemberSchema));
