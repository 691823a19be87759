import { createContext, useContext } from 'react';
import type { RiderView } from './use-rider';

/** The open rider, read once by the rider screen and shared with its tabs. */
export const RiderContext = createContext<RiderView | null>(null);

export function useRiderView(): RiderView {
  const view = useContext(RiderContext);
  if (!view) throw new Error('useRiderView is used outside the rider screen');
  return view;
}
