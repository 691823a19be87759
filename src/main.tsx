import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallPrompt } from './app/pwa/install-prompt';
import { registerServiceWorker } from './app/pwa/sw-update';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { handleEndedSessions } from './app/session-ended';
import { applyTheme } from './ui/theme/theme-store';

// Before the first render, so a dark-theme user never sees a light flash.
applyTheme();
listenForInstallPrompt();
registerServiceWorker();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
handleEndedSessions(queryClient, router);

const sentryDsn = import.meta.env.VITE_SENTRY_DSN;
if (sentryDsn) {
  void import('./app/sentry').then(({ initSentry }) => initSentry(sentryDsn, router));
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
