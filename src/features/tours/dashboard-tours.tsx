import type { ReactNode } from 'react';
import { viewerToday } from '../../lib/zoned-time';
import { MyTours } from './my-tours';
import { TodayDaysheets } from './today-daysheets';
import { useMyTours } from './use-my-tours';

/** The dashboard's tour sections: today's daysheets first, then every tour of the user. */
export function DashboardTours({ mirrorReady, empty }: { mirrorReady: boolean; empty?: ReactNode }) {
  const tours = useMyTours(viewerToday());
  return (
    <>
      <TodayDaysheets tours={tours} />
      <MyTours tours={tours} mirrorReady={mirrorReady} empty={empty} />
    </>
  );
}
