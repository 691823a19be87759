import { queryOptions } from '@tanstack/react-query';
import { fetchCountries } from './countries.api';

/** The countries one may pick, with the ones an admin added (saved on the device for the pickers). */
export const countryQueries = {
  all: ['countries'] as const,
  list: () => queryOptions({ queryKey: [...countryQueries.all, 'list'] as const, queryFn: fetchCountries }),
};
