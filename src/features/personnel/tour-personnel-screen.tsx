import { useQuery } from '@tanstack/react-query';
import { isManagerRole } from '#contract/roles';
import { usePassportWarnings } from '../../api/use-passport-warnings';
import { userQueries } from '../../api/users.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { SkeletonList } from '../../ui/skeleton-list';
import { AddPersonnelForm } from './add-personnel-form';
import { ImportPersonnelCsv } from './import-personnel-csv';
import { MessageCrew } from './message-crew';
import { PersonnelList } from './personnel-list';
import { RoleTitlesSection } from './role-titles-section';
import { ShareInformationToggle } from './share-information-toggle';
import { useTourPersonnel } from './use-tour-personnel';

/**
 * The tour's people (tours/{tourId}/personnel), read from the mirror so the list, phone
 * numbers and statuses show offline. Managing people needs the server: offline it is disabled.
 */
export function TourPersonnelScreen({ tourId }: { tourId: string }) {
  const mirrored = useTourPersonnel(tourId);
  const currentUser = useQuery(userQueries.current());
  const isOnline = useIsOnline();
  const canManage = isManagerRole(mirrored?.role);
  const passportWarnings = usePassportWarnings(tourId, isOnline);

  if (!mirrored) return <SkeletonList label="Loading the tour’s people…" rows={4} />;
  const own = mirrored.people.find((person) => person.userId && person.userId === currentUser.data?.id);
  return (
    <section aria-labelledby="personnel-heading" className="flex flex-col gap-4">
      <h2 id="personnel-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        Personnel
      </h2>
      {canManage && !isOnline ? (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
          You are offline: the list is this device’s copy. Adding, changing and removing people needs a
          connection.
        </p>
      ) : null}
      {canManage ? (
        <MessageCrew
          tourId={tourId}
          people={mirrored.people}
          currentUserId={currentUser.data?.id}
          isOnline={isOnline}
        />
      ) : null}
      {own?.status === 'ACTIVE' ? (
        <ShareInformationToggle
          tourId={tourId}
          shareInformation={own.shareInformation ?? false}
          isOnline={isOnline}
        />
      ) : null}
      <PersonnelList
        tourId={tourId}
        people={mirrored.people}
        currentUserId={currentUser.data?.id}
        canManage={canManage}
        canGrantOwner={mirrored.role === 'TOUR_OWNER'}
        isOnline={isOnline}
        passportWarnings={passportWarnings}
      />
      {canManage ? (
        <>
          <AddPersonnelForm tourId={tourId} canGrantOwner={mirrored.role === 'TOUR_OWNER'} />
          <ImportPersonnelCsv tourId={tourId} isOnline={isOnline} />
          <RoleTitlesSection tourId={tourId} isOnline={isOnline} />
        </>
      ) : null}
    </section>
  );
}
