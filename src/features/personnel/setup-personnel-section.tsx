import { useQuery } from '@tanstack/react-query';
import { tourPersonnelQueries } from '../../api/tour-personnel.queries';
import { tourQueries } from '../../api/tours.queries';
import { userQueries } from '../../api/users.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { LoadState } from '../../ui/load-state';
import { AddPersonnelForm } from './add-personnel-form';
import { PersonnelList } from './personnel-list';

/** The tour-setup wizard's people step: read from the server, as the wizard reads the tour. */
export function SetupPersonnelSection({ tourId }: { tourId: string }) {
  const personnel = useQuery(tourPersonnelQueries.list(tourId));
  const currentUser = useQuery(userQueries.current());
  // The wizard's frame has loaded the tour already; this only reads the caller's role.
  const tour = useQuery(tourQueries.detail(tourId));
  const isOnline = useIsOnline();
  const canGrantOwner = tour.data?.role === 'TOUR_OWNER';

  return (
    <>
      {personnel.data ? (
        <PersonnelList
          tourId={tourId}
          people={personnel.data}
          currentUserId={currentUser.data?.id}
          canManage
          canGrantOwner={canGrantOwner}
          isOnline={isOnline}
        />
      ) : (
        <LoadState query={personnel} subject="the tour’s people" notFoundTitle="Tour not found" />
      )}
      <AddPersonnelForm tourId={tourId} canGrantOwner={canGrantOwner} />
    </>
  );
}
