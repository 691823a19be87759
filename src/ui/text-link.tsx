export const TEXT_LINK_CLASSES =
  'font-semibold text-amber-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-amber-500 dark:text-amber-400';
