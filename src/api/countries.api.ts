import { KnownCountryListSchema } from '#contract/countries';
import { apiRequest } from './client';

export const fetchCountries = () => apiRequest('/countries', KnownCountryListSchema);
