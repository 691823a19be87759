/**
 * What a daysheet shows below its run-of-show (hotels, guest lists, notes, files) and the managers'
 * planning tools (apply a template, copy a day), composed here because routes compose features. The
 * daysheet route loads this module lazily (./-daysheet-lazy.ts), after the run-of-show has been
 * painted: none of it is needed to show the day, so it stays out of the signed-in start's JavaScript
 * (docs/benchmarks.md). The leading '-' keeps the router from reading it as a route.
 */

import { DayHotels } from '../../../../../../features/accommodation/day-hotels';
import { ApplyTemplateForm } from '../../../../../../features/event-templates/apply-template-form';
import { CopyDayEventsForm } from '../../../../../../features/event-templates/copy-day-events-form';
import { DayFiles } from '../../../../../../features/files/day-files';
import { DayGuestLists } from '../../../../../../features/guest-lists/day-guest-lists';
import { DayNotes } from '../../../../../../features/notes/day-notes';
import type { DayRows } from '../../../../../../offline/day-rows';
import type { TourDayRow } from '../../../../../../offline/db';

type DaysheetBelowProps = { tourId: string; day: TourDayRow; canEdit: boolean; rows: DayRows };

/** The sections under the schedule, in reading order. */
export function DaysheetBelow({ tourId, day, canEdit, rows }: DaysheetBelowProps) {
  return (
    <>
      <DayHotels key={`hotels-${day.id}`} tourId={tourId} events={rows.events} />
      <DayGuestLists key={`guests-${day.id}`} rows={rows} canEdit={canEdit} />
      <DayNotes key={`notes-${day.id}`} day={day} canEdit={canEdit} rows={rows} />
      <DayFiles key={`files-${day.id}`} day={day} canEdit={canEdit} />
    </>
  );
}

/** The day's planning tools, folded away under the schedule until a manager opens them. */
export function DayPlanningTools({ tourId, artistId }: { tourId: string; artistId: string }) {
  return (
    <>
      <ApplyTemplateForm tourId={tourId} artistId={artistId} />
      <CopyDayEventsForm tourId={tourId} />
    </>
  );
}
