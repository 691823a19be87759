import { useQuery } from '@tanstack/react-query';
import { tourQueries } from '../../api/tours.queries';
import { PageTitle } from '../../ui/page-title';
import { AddPersonnelForm } from './add-personnel-form';
import { PersonnelList } from './personnel-list';
import type { SetupMode } from './setup-mode';
import { StepActions } from './step-actions';

type AssignPersonnelScreenProps = { mode: SetupMode; artistId: string; tourId: string };

/** Who is on the tour, with their project role and title; people are added by e-mail. */
export function AssignPersonnelScreen({ mode, artistId, tourId }: AssignPersonnelScreenProps) {
  // The frame around this screen has loaded the tour already; this only reads the caller's role.
  const tour = useQuery(tourQueries.detail(tourId));
  const canGrantOwner = tour.data?.role === 'TOUR_OWNER';

  return (
    <section className="flex flex-col gap-4">
      <PageTitle title="Assign personnel" />
      <div>
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Personnel</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Everyone on the tour sees its days and daysheets. Managers and owners can change them.
        </p>
      </div>
      <PersonnelList tourId={tourId} canGrantOwner={canGrantOwner} />
      <AddPersonnelForm tourId={tourId} canGrantOwner={canGrantOwner} />
      <StepActions mode={mode} step="personnel" artistId={artistId} tourId={tourId} />
    </section>
  );
}
