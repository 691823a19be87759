// First of all: on a stored session it asks for the signed-in start and opens that user's mirror,
// before React and the router run.
import './app/start-path-preload';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { handOverUnlessAt, paintLastScreen } from './app/last-screen/last-screen-paint';
import { listenForInstallPrompt } from './app/pwa/install-prompt';
import { registerServiceWorker } from './app/pwa/sw-update';
import { createQueryClient } from './app/query-client';
import { createAppRouter, routesLoadedFor } from './app/router';
import { handleEndedSessions } from './app/session-ended';
import { startTheme } from './ui/theme/theme-store';

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
// A signed-in screen's last copy, painted now; the live app renders behind it and takes its place
// when that screen has its data, or at once if the router goes elsewhere (src/app/last-screen).
const appElement = paintLastScreen(rootElement);
router.subscribe('onResolved', ({ toLocation }) => handOverUnlessAt(toLocation.pathname));

const render = () =>
  createRoot(appElement).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
// On a signed-in address its branch of the route tree comes first (src/app/route-branches.ts):
// fetched now, not after a first render that could show nothing, and the first navigation then
// matches at once. If it fails, the root route tries again and shows the error page.
void routesLoadedFor(router, window.location.pathname).then(render, render);
