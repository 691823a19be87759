import * as v from 'valibot';
import { OkSchema } from '#contract/common';
import { AcceptedTourInvitationSchema, InvitationSchema } from '#contract/invitations';
import { apiRequest } from './client';

export function fetchInvitations() {
  return apiRequest('/invitations', v.array(InvitationSchema));
}

export function acceptTourInvitation(id: string) {
  return apiRequest(`/invitations/tour/${encodeURIComponent(id)}/accept`, AcceptedTourInvitationSchema, {
    method: 'POST',
  });
}

export function declineTourInvitation(id: string) {
  return apiRequest(`/invitations/tour/${encodeURIComponent(id)}/decline`, OkSchema, { method: 'DELETE' });
}
