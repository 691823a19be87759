/**
 * Error reporting, loaded only when VITE_SENTRY_DSN is set, through a dynamic import so neither
 * Sentry nor its replay code is part of the first screen's JavaScript.
 */

import * as Sentry from '@sentry/react';
import {
  SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
  SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
  SENTRY_TRACES_SAMPLE_RATE,
} from '#contract/limits';
import type { createAppRouter } from './router';

export function initSentry(dsn: string, router: ReturnType<typeof createAppRouter>): void {
  Sentry.init({
    dsn,
    integrations: [Sentry.tanstackRouterBrowserTracingIntegration(router), Sentry.replayIntegration()],
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
  });
}
