import { useQueryClient } from '@tanstack/react-query';
import type { Tour } from '#contract/tours';
import { archiveTour } from '../../api/tours.api';
import { tourQueries } from '../../api/tours.queries';
import { ArchiveToggle } from '../../ui/archive-toggle';

export function ArchiveTourButton({ tour }: { tour: Tour }) {
  const queryClient = useQueryClient();
  return (
    <ArchiveToggle
      item={tour}
      noun="tour"
      explanation="The tour moves to Archived with everything in it. You can restore it any time."
      setArchived={(archived) => archiveTour(tour.id, archived)}
      onChanged={async (updated) => {
        queryClient.setQueryData(tourQueries.detail(tour.id).queryKey, updated);
        await queryClient.invalidateQueries({ queryKey: tourQueries.lists() });
      }}
    />
  );
}
