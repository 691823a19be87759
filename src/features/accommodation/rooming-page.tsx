import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { PageTitle } from '../../ui/page-title';
import { SkeletonList } from '../../ui/skeleton-list';
import { type RoomingList, useRoomingList } from './use-rooming-list';

type RoomingPageProps = {
  tourId: string;
  eventId: string;
  mirrorReady: boolean;
  children: (list: RoomingList) => ReactNode;
};

/** Loads one hotel stay's rooming list from the device; "not found" when it is not there. */
export function RoomingPage({ tourId, eventId, mirrorReady, children }: RoomingPageProps) {
  const list = useRoomingList(tourId, eventId);
  if (list) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <PageTitle title={`Rooms · ${list.event.title}`} />
        {children(list)}
      </div>
    );
  }
  if (list === undefined || !mirrorReady) {
    return (
      <div className="mx-auto max-w-4xl">
        <SkeletonList label="Loading the rooming list…" rows={4} />
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 py-10">
      <PageTitle title="Hotel stay not found" />
      <ErrorState title="Hotel stay not found" message="It does not exist, or it is not shared with you." />
      <Link to="/dashboard/tours/$tourId" params={{ tourId }} className={buttonClasses('ghost')}>
        Back to the tour
      </Link>
    </div>
  );
}
