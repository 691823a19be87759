/**
 * The column picker's rules, apart from the screen: which groups a kind of row offers, which
 * picks survive a change of rows, and moving a pick up or down.
 */
import {
  REPORT_COLUMN_GROUP_LABELS,
  type ReportColumn,
  type ReportColumnGroup,
  type ReportSubject,
  reportColumnGroup,
  SUBJECT_COLUMN_GROUPS,
} from '#contract/reports';

export type ColumnGroup = { group: ReportColumnGroup; label: string; columns: ReportColumn[] };

/** The catalogue's groups the rows can fill, in the catalogue's order, leaving out empty ones. */
export function pickableGroups(catalogue: readonly ReportColumn[], subject: ReportSubject): ColumnGroup[] {
  return SUBJECT_COLUMN_GROUPS[subject]
    .map((group) => ({
      group,
      label: REPORT_COLUMN_GROUP_LABELS[group],
      columns: catalogue.filter((column) => column.group === group),
    }))
    .filter((entry) => entry.columns.length > 0);
}

/** Whether a column fits a kind of row (unknown keys never do). */
export function fitsSubject(key: string, subject: ReportSubject): boolean {
  const group = reportColumnGroup(key);
  return group !== null && SUBJECT_COLUMN_GROUPS[subject].includes(group);
}

/** The picks that still fit after the rows changed, in their order. */
export const keepFitting = (keys: readonly string[], subject: ReportSubject): string[] =>
  keys.filter((key) => fitsSubject(key, subject));

/** Adds a column at the end, or takes it out when it was picked. */
export const togglePick = (keys: readonly string[], key: string): string[] =>
  keys.includes(key) ? keys.filter((picked) => picked !== key) : [...keys, key];

/** Moves the pick at `index` one place up (-1) or down (+1); at an end nothing moves. */
export function movePick(keys: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (index < 0 || index >= keys.length || target < 0 || target >= keys.length) return [...keys];
  const moved = [...keys];
  const [key] = moved.splice(index, 1);
  if (key !== undefined) moved.splice(target, 0, key);
  return moved;
}

/** A picked column's label; a question of another tour (a template's) is named as such. */
export function pickLabel(catalogue: readonly ReportColumn[], key: string): string {
  const column = catalogue.find((entry) => entry.key === key);
  if (column) return column.label;
  return reportColumnGroup(key) === 'supplemental' ? 'Answer to a question of another tour' : key;
}
