// First of all: on a stored session it asks for the signed-in start before React and the router run.
import { bootUserId, bootUserSync } from './app/start-path-preload';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { storedUserId } from './api/auth-storage';
import { App } from './app/app';
import { listenForInstallPrompt } from './app/pwa/install-prompt';
import { registerServiceWorker } from './app/pwa/sw-update';
import { createQueryClient } from './app/query-client';
import { createAppRouter, routesLoadedFor } from './app/router';
import { handleEndedSessions } from './app/session-ended';
import { startTheme } from './ui/theme/theme-store';

// A stored session: open that user's mirror now, while the router and the first screen load, not
// after the dashboard rendered. A dynamic import (asked for first thing: start-path-preload.ts), so
// Dexie stays out of the sign-in screens' JS.
void bootUserSync?.then(({ prepareUserDb }) => {
  // Signed out (or in as someone else) while it loaded: nothing to prepare.
  if (bootUserId && storedUserId() === bootUserId) prepareUserDb(bootUserId);
});

// Before the first render, so a dark-theme user never sees a light flash.
startTheme();
listenForInstallPrompt();
registerServiceWorker();

const queryClient = createQueryClient();
// The stored user's saved answers, so non-mirrored screens open offline with their last copy.
// A dynamic import like the mirror's: the persister stays out of the first screen's JS.
void import('./app/query-persistence').then(({ persistQueries }) => persistQueries(queryClient));
const router = createAppRouter(queryClient);
handleEndedSessions(queryClient, router);

const sentryDsn = import.meta.env.VITE_SENTRY_DSN;
if (sentryDsn) {
  void import('./app/sentry').then(({ initSentry }) => initSentry(sentryDsn, router));
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(rootElement).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
// On a signed-in address its branch of the route tree comes first (src/app/route-branches.ts):
// fetched now, not after a first render that could show nothing, and the first navigation then
// matches at once. If it fails, the root route tries again and shows the error page.
void routesLoadedFor(router, window.location.pathname).then(render, render);
