import { useIsOnline } from '../../lib/use-is-online';
import { EmptyState } from '../../ui/empty-state';
import { SkeletonList } from '../../ui/skeleton-list';
import { CreateGroupForm } from './create-group-form';
import { GroupCard } from './group-card';
import { useTourGroups } from './use-tour-groups';

/** The tour's groups from the mirror (readable offline); managers change them while online. */
export function TourGroups({ tourId }: { tourId: string }) {
  const found = useTourGroups(tourId);
  const online = useIsOnline();
  if (!found) return <SkeletonList label="Loading the groups…" rows={2} />;
  return (
    <section aria-labelledby="groups-title" className="flex flex-col gap-4">
      <h2 id="groups-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        Groups
      </h2>
      {found.canEdit && !online ? (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          Changing groups needs a connection. You can still read them offline.
        </p>
      ) : null}
      {found.canEdit && online ? <CreateGroupForm tourId={tourId} /> : null}
      {found.groups.length === 0 ? (
        <EmptyState>
          <p>No groups on this tour yet.</p>
        </EmptyState>
      ) : (
        <ul aria-label="Groups" className="flex flex-col gap-3">
          {found.groups.map((group) => (
            <GroupCard
              key={group.id}
              group={group}
              people={found.people}
              canEdit={found.canEdit}
              online={online}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
