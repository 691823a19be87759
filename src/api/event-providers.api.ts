import * as v from 'valibot';
import { OkSchema } from '#contract/common';
import {
  type CreateEventProvider,
  EventProviderAnswerSchema,
  type ProviderKind,
  ProviderWorkspaceSchema,
  type UpdateEventProvider,
} from '#contract/event-providers';
import { apiRequest } from './client';

const providerPath = (id: string) => `/event-providers/${encodeURIComponent(id)}`;

/** Workspaces whose venues and contacts the user may open, their own first. */
export function fetchProviderWorkspaces() {
  return apiRequest('/event-providers/workspaces', v.array(ProviderWorkspaceSchema));
}

/** A workspace's venues, promoters, hotels and vendors by name, optionally of one kind. */
export function fetchProviders(workspaceId: string, kind?: ProviderKind) {
  const query = kind ? `?kind=${kind}` : '';
  return apiRequest(
    `/event-providers/workspace/${encodeURIComponent(workspaceId)}${query}`,
    v.array(EventProviderAnswerSchema),
  );
}

export function createProvider(input: CreateEventProvider) {
  return apiRequest('/event-providers', EventProviderAnswerSchema, { method: 'POST', body: input });
}

export function updateProvider(id: string, input: UpdateEventProvider) {
  return apiRequest(providerPath(id), EventProviderAnswerSchema, { method: 'PATCH', body: input });
}

export function deleteProvider(id: string) {
  return apiRequest(providerPath(id), OkSchema, { method: 'DELETE' });
}
