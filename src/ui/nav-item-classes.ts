/** Shared by sidebar links and the sidebar's action buttons so both read as one list. */
export const NAV_ITEM_CLASSES =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:text-slate-300 dark:hover:bg-slate-800';

export const NAV_ITEM_ACTIVE_CLASSES =
  'bg-amber-100 text-amber-950 hover:bg-amber-100 dark:bg-amber-500/15 dark:text-amber-200 dark:hover:bg-amber-500/15';

export const NAV_ITEM_DANGER_CLASSES = NAV_ITEM_CLASSES.replace('text-slate-700', 'text-red-700').replace(
  'dark:text-slate-300',
  'dark:text-red-400',
);
