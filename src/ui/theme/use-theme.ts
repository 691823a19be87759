import { useSyncExternalStore } from 'react';
import { getTheme, subscribeTheme } from './theme-store';

export function useTheme() {
  return useSyncExternalStore(subscribeTheme, getTheme, () => 'light' as const);
}
