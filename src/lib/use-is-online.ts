import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * TanStack Query's manager only announces changes it saw itself: a page opened offline starts
 * "online" there and never announces coming back, so the window's own events are heard too.
 */
function subscribe(listener: () => void) {
  const unsubscribe = onlineManager.subscribe(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
// navigator.onLine also covers a page opened offline.
const isOnline = () => onlineManager.isOnline() && navigator.onLine !== false;

/** Whether the browser has a connection, for screens that need the server (creating artists, setting up tours). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
