import { type ReactNode, useLayoutEffect } from 'react';
import { viewerToday } from '../../lib/zoned-time';
import { MyTours } from './my-tours';
import { TodayDaysheets } from './today-daysheets';
import { useMyTours } from './use-my-tours';

type DashboardToursProps = {
  mirrorReady: boolean;
  empty?: ReactNode;
  /** Told, before the browser paints, whether the tours are on screen (no skeleton). */
  onShown?: (shown: boolean) => void;
};

/** The dashboard's tour sections: today's daysheets first, then every tour of the user. */
export function DashboardTours({ mirrorReady, empty, onShown }: DashboardToursProps) {
  const tours = useMyTours(viewerToday());
  const shown = tours !== undefined && mirrorReady;
  useLayoutEffect(() => onShown?.(shown), [onShown, shown]);
  return (
    <>
      <TodayDaysheets tours={tours} />
      <MyTours tours={tours} mirrorReady={mirrorReady} empty={empty} />
    </>
  );
}
