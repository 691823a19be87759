import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  type AdminEventsFilter,
  type AdminListFilter,
  fetchAdminEvents,
  fetchAdminEventTypes,
  fetchAdminTours,
  fetchAdminWorkspaces,
  fetchCountries,
  fetchCountry,
} from './admin-data.api';
import { adminAuditQueries } from './admin-users.queries';

/** Query keys and options of the admin's overviews, event types and countries (never saved). */
export const adminDataQueries = {
  all: ['admin-data'] as const,
  workspaces: (filter: AdminListFilter) =>
    queryOptions({
      queryKey: [...adminDataQueries.all, 'workspaces', filter] as const,
      queryFn: () => fetchAdminWorkspaces(filter),
      placeholderData: keepPreviousData,
    }),
  tours: (filter: AdminListFilter) =>
    queryOptions({
      queryKey: [...adminDataQueries.all, 'tours', filter] as const,
      queryFn: () => fetchAdminTours(filter),
      placeholderData: keepPreviousData,
    }),
  events: (filter: AdminEventsFilter) =>
    queryOptions({
      queryKey: [...adminDataQueries.all, 'events', filter] as const,
      queryFn: () => fetchAdminEvents(filter),
      placeholderData: keepPreviousData,
    }),
  eventTypes: () =>
    queryOptions({
      queryKey: [...adminDataQueries.all, 'event-types'] as const,
      queryFn: fetchAdminEventTypes,
    }),
  countries: (search: string) =>
    queryOptions({
      queryKey: [...adminDataQueries.all, 'countries', search] as const,
      queryFn: () => fetchCountries(search),
      placeholderData: keepPreviousData,
    }),
  country: (code: string) =>
    queryOptions({
      queryKey: [...adminDataQueries.all, 'country', code] as const,
      queryFn: () => fetchCountry(code),
    }),
};

/** After an admin write: the admin lists and the audit log (which now holds the write) are read again. */
export async function afterAdminWrite(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminDataQueries.all }),
    queryClient.invalidateQueries({ queryKey: adminAuditQueries.all }),
  ]);
}
