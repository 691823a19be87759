import { useLiveQuery } from 'dexie-react-hooks';
import { isManagerRole } from '#contract/roles';
import { useUserDb } from '../../offline/user-sync';
import { FilesSection } from './files-section';
import { UploadFileButton } from './upload-file-button';

/** The tour's own files (tour book, contacts sheet…), not tied to one day; managers upload. */
export function TourFiles({ tourId }: { tourId: string }) {
  const db = useUserDb();
  const role = useLiveQuery(
    async () => (db ? ((await db.tours.get(tourId))?.role ?? null) : null),
    [db, tourId],
  );
  return (
    <FilesSection
      tourId={tourId}
      tourDayId={null}
      canEdit={role ? isManagerRole(role) : false}
      emptyText="No files for this tour yet."
      upload={<UploadFileButton label="Upload a tour file" target={{ kind: 'tour', tourId }} />}
    />
  );
}
