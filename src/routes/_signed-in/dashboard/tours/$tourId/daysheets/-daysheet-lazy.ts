/**
 * The daysheet's deferred parts as lazy components: one import of ./-daysheet-below, so one file,
 * fetched when the route first mounts them (after the run-of-show's first paint; the tools only when
 * a manager opens them). Not a static import: the signed-in start would carry their forms, queries
 * and dialogs before the day is on screen. The leading '-' keeps the router from reading this file
 * as a route.
 */
import { lazy } from 'react';

const below = () => import('./-daysheet-below');

export const LazyDaysheetBelow = lazy(() => below().then((module) => ({ default: module.DaysheetBelow })));
export const LazyDayPlanningTools = lazy(() =>
  below().then((module) => ({ default: module.DayPlanningTools })),
);
