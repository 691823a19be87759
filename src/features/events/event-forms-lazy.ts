/**
 * The event form (add and edit) as lazy components, fetched when a manager first opens one: the
 * form, its schema and its fields are not needed to show a day, so they stay out of the signed-in
 * start's JavaScript (docs/benchmarks.md). One import, so one file for both.
 */
import { lazy } from 'react';

const forms = () => import('./event-forms');

export const LazyNewEventPanel = lazy(() => forms().then((module) => ({ default: module.NewEventPanel })));
export const LazyEventEditor = lazy(() => forms().then((module) => ({ default: module.EventEditor })));
