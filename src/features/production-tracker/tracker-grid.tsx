import { TRACKER_FIELD_LABELS, TRACKER_FLAG_FIELDS } from '#contract/production-trackers';
import { formatDay } from '../../lib/format-dates';
import { FlagCell, TypedCell } from './tracker-cells';
import { TYPED_FIELDS } from './tracker-fields';
import type { SortKey, TrackerView } from './tracker-view';
import { cellKey } from './use-pending-cells';
import type { TrackerLine } from './use-production-tracker';

type GridProps = {
  lines: readonly TrackerLine[];
  canEdit: boolean;
  pendingCells: ReadonlySet<string>;
  view: TrackerView;
  onSort: (key: SortKey) => void;
};

const th = 'whitespace-nowrap px-2 py-2 text-left text-xs font-semibold text-slate-600 dark:text-slate-300';

function SortHeader({
  label,
  sortKey,
  view,
  onSort,
}: { label: string; sortKey: SortKey } & Pick<GridProps, 'view' | 'onSort'>) {
  const active = view.sort === sortKey;
  const direction = view.descending ? 'descending' : 'ascending';
  return (
    <th scope="col" className={th} aria-sort={active ? direction : 'none'}>
      <button
        type="button"
        className="font-semibold underline-offset-2 hover:underline"
        onClick={() => onSort(sortKey)}
      >
        {label}
        {active ? (view.descending ? ' ↓' : ' ↑') : ''}
      </button>
    </th>
  );
}

/** One row per show: the show's facts from its event and day, then the tracker cells. */
export function TrackerGrid({ lines, canEdit, pendingCells, view, onSort }: GridProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 print:hidden dark:border-slate-800">
      <table className="min-w-full text-sm" aria-label="Production tracker">
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <SortHeader label="Date" sortKey="date" view={view} onSort={onSort} />
            <SortHeader label="City" sortKey="city" view={view} onSort={onSort} />
            <SortHeader label="Venue" sortKey="venue" view={view} onSort={onSort} />
            <th scope="col" className={th}>
              Event
            </th>
            <th scope="col" className={th}>
              Start
            </th>
            <th scope="col" className={th}>
              End
            </th>
            {[...TYPED_FIELDS, ...TRACKER_FLAG_FIELDS].map((field) => (
              <th key={field} scope="col" className={th}>
                {TRACKER_FIELD_LABELS[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {lines.map((line) => {
            const pending = (field: string) =>
              line.tracker ? pendingCells.has(cellKey(line.tracker.id, field)) : false;
            return (
              <tr key={line.event.id}>
                <td className="whitespace-nowrap px-2 py-1 align-top">{formatDay(line.date)}</td>
                <td className="px-2 py-1 align-top">{line.city}</td>
                <td className="px-2 py-1 align-top">{line.venue}</td>
                <th scope="row" className="px-2 py-1 text-left align-top font-medium">
                  {line.event.title}
                </th>
                <td className="px-2 py-1 align-top">{line.start}</td>
                <td className="px-2 py-1 align-top">{line.end}</td>
                {TYPED_FIELDS.map((field) => (
                  <TypedCell
                    key={field}
                    line={line}
                    field={field}
                    canEdit={canEdit}
                    pending={pending(field)}
                  />
                ))}
                {TRACKER_FLAG_FIELDS.map((field) => (
                  <FlagCell
                    key={field}
                    line={line}
                    field={field}
                    canEdit={canEdit}
                    pending={pending(field)}
                  />
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
