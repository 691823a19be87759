/** The same screens serve the first setup of a tour (`create`) and later edits (`update`). */
export type SetupMode = 'create' | 'update';

/** The tour's own page; another area owns it, so it is reached by URL rather than a typed route. */
export const tourPageHref = (tourId: string) => `/dashboard/tours/${encodeURIComponent(tourId)}`;
