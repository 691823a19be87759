/**
 * The screens' data tables (wages, estimates, summary reports) in one look: a rounded frame that
 * scrolls sideways on a phone, a muted head, ruled rows, figures right-aligned, a bold foot.
 */
export const TABLE_CLASSES = {
  frame: 'overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800',
  head: 'bg-slate-50 text-slate-600 dark:bg-slate-900 dark:text-slate-400',
  row: 'border-t border-slate-200 dark:border-slate-800',
  foot: 'border-t-2 border-slate-300 font-semibold dark:border-slate-700',
  /** A figure's cell: right-aligned, digits of equal width so columns line up. */
  figure: 'px-3 py-2 text-right tabular-nums',
  /** A row's or column's name. */
  name: 'px-3 py-2 text-left',
} as const;
