import { EventTypeListSchema } from '#contract/event-types';
import { apiRequest } from './client';

export const fetchEventTypes = () => apiRequest('/events/types', EventTypeListSchema);
