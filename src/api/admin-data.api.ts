import * as v from 'valibot';
import { CountrySchema, type CreateCountry } from '#contract/admin-countries';
import {
  AdminEventPageSchema,
  AdminTourPageSchema,
  AdminWorkspacePageSchema,
  AdminWorkspaceSchema,
} from '#contract/admin-overviews';
import { AdminEventTypeSchema, EventTypeEntrySchema } from '#contract/event-types';
import { apiRequest } from './client';

/** A list's search and page as sent: empty ones left out. */
export type AdminListFilter = { search?: string; page?: number };
/** The admin's event query: by tour, date range (YYYY-MM-DD) and type. */
export type AdminEventsFilter = { tourId?: string; from?: string; to?: string; type?: string; page?: number };

function queryOf(filter: Record<string, string | number | undefined>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    const text = typeof value === 'string' ? value.trim() : value === undefined ? '' : String(value);
    if (text && !(key === 'page' && text === '1')) query[key] = text;
  }
  return query;
}

export const fetchAdminWorkspaces = (filter: AdminListFilter) =>
  apiRequest('/admin/workspaces', AdminWorkspacePageSchema, { query: queryOf(filter) });
export const renameAdminWorkspace = (id: string, name: string) =>
  apiRequest(`/admin/workspaces/${encodeURIComponent(id)}`, AdminWorkspaceSchema, {
    method: 'POST',
    body: { name },
  });
export const fetchAdminTours = (filter: AdminListFilter) =>
  apiRequest('/admin/tours', AdminTourPageSchema, { query: queryOf(filter) });
export const fetchAdminEvents = (filter: AdminEventsFilter) =>
  apiRequest('/admin/events', AdminEventPageSchema, { query: queryOf(filter) });

export const fetchAdminEventTypes = () => apiRequest('/admin/events/types', v.array(AdminEventTypeSchema));
export const createEventType = (label: string) =>
  apiRequest('/admin/events/types', EventTypeEntrySchema, { method: 'POST', body: { label } });
export const renameEventType = (code: string, label: string) =>
  apiRequest(`/admin/events/types/${encodeURIComponent(code)}`, EventTypeEntrySchema, {
    method: 'PATCH',
    body: { label },
  });

export const fetchCountries = (search: string) =>
  apiRequest('/admin/countries', v.array(CountrySchema), { query: queryOf({ search }) });
export const fetchCountry = (code: string) =>
  apiRequest(`/admin/countries/${encodeURIComponent(code)}`, CountrySchema);
export const createCountry = (input: CreateCountry) =>
  apiRequest('/admin/countries', CountrySchema, { method: 'POST', body: input });
