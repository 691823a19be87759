import type { TourDayRow } from '../../offline/db';
import { FilesSection } from './files-section';
import { UploadFileButton } from './upload-file-button';

/** The files of one day on its daysheet: kept on the device automatically while the day is near. */
export function DayFiles({ day, canEdit }: { day: TourDayRow; canEdit: boolean }) {
  return (
    <FilesSection
      tourId={day.tourId}
      tourDayId={day.id}
      canEdit={canEdit}
      emptyText="No files for this day."
      upload={
        <UploadFileButton
          label="Upload a file to this day"
          target={{ kind: 'day', tourId: day.tourId, tourDayId: day.id }}
        />
      }
    />
  );
}
