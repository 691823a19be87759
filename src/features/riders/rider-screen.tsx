import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { riderTypeName } from '#contract/rider-types';
import { buttonClasses } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { PageTitle } from '../../ui/page-title';
import { SkeletonList } from '../../ui/skeleton-list';
import { DeleteRiderButton } from './delete-rider-button';
import { RiderContext } from './rider-context';
import { RiderTabs } from './rider-tabs';
import { type RiderView, useRider } from './use-rider';

type RiderScreenProps = {
  riderId: string;
  mirrorReady: boolean;
  /** The rider's files block (the files feature renders it). */
  files: (view: RiderView) => ReactNode;
  children: ReactNode;
};

/** A rider from the device: its name, type and tour, actions, tabs, files, then the open tab. */
export function RiderScreen({ riderId, mirrorReady, files, children }: RiderScreenProps) {
  const view = useRider(riderId);
  if (!view) {
    if (view === undefined || !mirrorReady) return <SkeletonList label="Loading the rider…" rows={4} />;
    return (
      <div className="flex flex-col items-center gap-4 py-10">
        <PageTitle title="Rider not found" />
        <ErrorState title="Rider not found" message="It does not exist, or it is not shared with you." />
        <Link to="/dashboard/riders" className={buttonClasses('ghost')}>
          Back to the riders
        </Link>
      </div>
    );
  }
  const { rider, tour, canEdit } = view;
  return (
    <RiderContext.Provider value={view}>
      <section className="mx-auto flex max-w-4xl flex-col gap-4">
        <PageTitle title={rider.name} />
        <header className="flex flex-col gap-2 print:hidden">
          <h1 className="break-words text-2xl font-bold text-slate-900 dark:text-white">{rider.name}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {riderTypeName(rider.type)} ·{' '}
            <Link to="/dashboard/tours/$tourId/riders" params={{ tourId: tour.id }} className="underline">
              {tour.name}
            </Link>
          </p>
          <div className="flex flex-wrap gap-2">
            {canEdit ? (
              <Link
                to="/dashboard/riders/$riderId/edit"
                params={{ riderId }}
                className={buttonClasses('secondary')}
              >
                Edit
              </Link>
            ) : null}
            <Link
              to="/dashboard/riders/$riderId/preview"
              params={{ riderId }}
              className={buttonClasses('secondary')}
            >
              Preview
            </Link>
            {canEdit ? <DeleteRiderButton rider={rider} /> : null}
          </div>
        </header>
        <RiderTabs riderId={riderId} />
        {children}
        <div className="print:hidden">{files(view)}</div>
      </section>
    </RiderContext.Provider>
  );
}
