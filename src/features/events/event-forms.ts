/** The run-of-show's two forms, in one module so that ./event-forms-lazy.ts fetches them as one file. */
export { EventEditor } from './event-editor';
export { NewEventPanel } from './new-event-panel';
