/**
 * The minimal page (the floor of the start-up budgets): React + react-dom + Dexie only.
 * `?tour=…&date=…` reads the day from IndexedDB and renders it once; a tiny service worker
 * (`sw.js`, precaching this page) makes it open offline. `&mode=online` is the online-only client:
 * no service worker, the day fetched from the API on every open with the token in localStorage.
 */
import { createRoot } from 'react-dom/client';
import { Daysheet } from './daysheet';
import { fromApi, fromDexie } from './load';
import { openMinimalDb } from './schema';

const params = new URLSearchParams(location.search);
const tourId = params.get('tour') ?? '';
const date = params.get('date') ?? '';
const online = params.get('mode') === 'online';
const root = createRoot(document.getElementById('root') as HTMLElement);

const load = online
  ? fromApi(tourId, date, localStorage.getItem('token') ?? '')
  : fromDexie(openMinimalDb(), tourId, date);
load.then(
  (sheet) => root.render(<Daysheet sheet={sheet} />),
  (error: unknown) => root.render(<p role="alert">Cannot show the daysheet: {String(error)}</p>),
);
if (!online && 'serviceWorker' in navigator) void navigator.serviceWorker.register('/sw.js');
