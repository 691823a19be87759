import { useQuery } from '@tanstack/react-query';
import { ROLE_TITLES } from '#contract/roles';
import { roleTitleQueries } from '../../api/tour-personnel-roles.queries';

/**
 * The titles people on this tour can be given: the workspace's catalogue. Until it has loaded (or
 * offline, where changing titles is disabled anyway) the product's default titles stand in.
 */
export function useRoleTitles(tourId: string) {
  const query = useQuery(roleTitleQueries.list(tourId));
  return {
    query,
    roles: query.data ?? [],
    names: query.data ? query.data.map((role) => role.name) : [...ROLE_TITLES],
  };
}
