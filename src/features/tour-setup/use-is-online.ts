import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
// TanStack Query only learns of changes from events; navigator.onLine also covers a page opened offline.
const isOnline = () => onlineManager.isOnline() && navigator.onLine !== false;

/** Whether the browser has a connection: setting up a tour needs the server. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
