import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
// TanStack Query only learns of changes from events; navigator.onLine also covers a page opened offline.
const isOnline = () => onlineManager.isOnline() && navigator.onLine !== false;

/** Whether the browser has a connection, for screens that need the server (creating artists, setting up tours). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
