import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { EventTypeEntry } from '#contract/event-types';
import { EVENT_TYPE_LABELS, EVENT_TYPES, eventTypeLabel } from '#contract/events';
import { eventTypeQueries } from './event-types.queries';

/** Until the server's list is there (or offline without a saved copy): the built-in types. */
const BUILT_IN: EventTypeEntry[] = EVENT_TYPES.map((type) => ({
  type,
  label: EVENT_TYPE_LABELS[type],
  builtIn: true,
}));

/**
 * The event types as the server names them: an admin may rename any and add new ones, so every
 * screen that shows a type's name reads it here, never from the built-in labels alone.
 */
export function useEventTypes() {
  const query = useQuery(eventTypeQueries.list());
  const types = query.data ?? BUILT_IN;
  return useMemo(() => {
    const names = new Map(types.map((entry) => [entry.type, entry.label]));
    return { types, labelOf: (code: string) => eventTypeLabel(code, names) };
  }, [types]);
}
