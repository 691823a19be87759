import * as v from 'valibot';
import { OkSchema } from '#contract/common';
import { TourPersonnelRoleSchema } from '#contract/tour-personnel-roles';
import { apiRequest } from './client';

/** The role titles of the tour's workspace, by name. */
export function fetchRoleTitles(tourId: string) {
  return apiRequest('/tour-personnel-roles', v.array(TourPersonnelRoleSchema), { query: { tourId } });
}

export function createRoleTitle(workspaceId: string, name: string) {
  return apiRequest('/tour-personnel-roles', TourPersonnelRoleSchema, {
    method: 'POST',
    body: { workspaceId, name },
  });
}

export function deleteRoleTitle(roleId: string) {
  return apiRequest(`/tour-personnel-roles/${encodeURIComponent(roleId)}`, OkSchema, { method: 'DELETE' });
}
