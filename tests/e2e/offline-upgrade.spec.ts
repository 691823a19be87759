/**
 * A phone updated from the previous app: its database was written by version 8 (guest lists in
 * `guestLists`, outbox rows scoped by `tourId`) and holds the mirrored tour plus an edit that was
 * never sent. The new app opens it, shows the same data without pulling the tour again, and sends
 * the edit exactly once.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { type StoreSpec, shippedStoreSpecs, V8_TABLE_OF } from '../support/shipped-db';
import { DashboardPage } from './pages/dashboard-page';
import { DaysheetPage } from './pages/daysheet-page';
import { GuestListSection } from './pages/guest-list-section';
import { SyncHeader } from './pages/sync-header';
import { tourWithAShow } from './support/roadie-api';

type Change = { entity: string; op: 'upsert' | 'delete'; data: Record<string, unknown> | null };
type Rows = Record<string, unknown[]>;

/** Writes `roadie-<userId>` as the v8 app left it (Dexie stores version n as n × 10). */
function writeShippedDb(page: Page, name: string, stores: StoreSpec[], rows: Rows) {
  return page.evaluate(
    ({ name, stores, rows }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name, 80);
        open.onupgradeneeded = () => {
          for (const spec of stores) {
            const store = open.result.createObjectStore(spec.name, {
              keyPath: spec.keyPath,
              autoIncrement: spec.autoIncrement,
            });
            for (const index of spec.indexes) store.createIndex(index.name, index.keyPath, index);
          }
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(Object.keys(rows), 'readwrite');
          for (const [table, list] of Object.entries(rows))
            for (const row of list) tx.objectStore(table).put(row);
          tx.onerror = () => reject(tx.error);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    { name, stores, rows },
  );
}

/** What the device's database holds now, read without the app. */
function readDb(page: Page, name: string) {
  return page.evaluate(
    (name) =>
      new Promise<{ stores: string[]; outbox: number; submissions: number }>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const stores = Array.from(db.objectStoreNames);
          const tx = db.transaction(['outbox', 'guestListSubmissions'], 'readonly');
          const outbox = tx.objectStore('outbox').count();
          const submissions = tx.objectStore('guestListSubmissions').count();
          tx.oncomplete = () => {
            db.close();
            resolve({ stores, outbox: outbox.result, submissions: submissions.result });
          };
        };
      }),
    name,
  );
}

test('a device of the previous app keeps its mirror and sends its unsent edit exactly once', async ({
  page,
  request,
}) => {
  const { manager, api, tourId, days, event } = await tourWithAShow(request, 'upgrade');
  await api.call('POST', `/events/${event.id}/guest-list-submissions`, {
    firstName: 'Rosa',
    lastName: 'Parks',
    quantity: 2,
    deliveryMethod: 'WILL_CALL',
  });
  // The rows the old app had pulled: the server's own, so every one is valid.
  const pulled = await api.call<{ version: number; hasMore: boolean; changes: Change[] }>(
    'GET',
    `/sync/tours/${tourId}/changes?since=0&limit=2000`,
  );
  expect(pulled.hasMore).toBe(false);
  const rows: Rows = { syncState: [{ tourId, version: pulled.version }] };
  for (const change of pulled.changes) {
    const table = V8_TABLE_OF[change.entity];
    if (change.op === 'upsert' && table) rows[table] = [...(rows[table] ?? []), change.data];
  }
  expect(rows.guestLists).toHaveLength(1);

  // The edit made offline: its effect is in the mirror, its row in the outbox (scoped by `tourId`).
  const day = days[0];
  if (!day) throw new Error('the tour has days');
  const at = new Date().toISOString();
  const note = { id: randomUUID(), text: 'Bus leaves at 02:00 (sent after the update)' };
  rows.notes = [
    {
      ...note,
      tourId,
      tourDayId: day.id,
      authorId: api.userId,
      conflictOfId: null,
      createdAt: at,
      updatedAt: at,
    },
  ];
  rows.outbox = [
    {
      seq: 1,
      mutationId: randomUUID(),
      name: 'note.create',
      args: { tourDayId: day.id, note },
      tourId,
      createdAt: at,
      status: 'pending',
      attempts: 0,
      entityIds: [note.id],
    },
  ];

  const login = await request.post('/api/auth/login', {
    data: { email: manager.email, password: manager.password },
  });
  expect(login.ok()).toBe(true);
  const { data } = await login.json();
  const dbName = `roadie-${data.user.id}`;
  // A page of the origin that does not start the app: the database exists before its first load.
  await page.goto('/api/healthcheck');
  await writeShippedDb(page, dbName, shippedStoreSpecs(8), rows);
  await page.evaluate(
    (auth) => localStorage.setItem('auth', auth),
    JSON.stringify({ authToken: data.authToken, refreshToken: data.refreshToken }),
  );
  const requests: string[] = [];
  page.on('request', (sent) => requests.push(sent.url()));

  await page.goto('/dashboard');
  await new DashboardPage(page).expectGreeting(manager.firstName);
  const daysheet = new DaysheetPage(page);
  await daysheet.goto(tourId, '2027-06-10');
  await expect(daysheet.event('Headline set')).toBeVisible();
  await expect(new GuestListSection(page, 'Headline set').request('Rosa Parks')).toBeVisible();
  await expect(daysheet.note(note.text)).toBeVisible();
  await new SyncHeader(page).expectAllSaved();

  await expect.poll(() => readDb(page, dbName)).toMatchObject({ outbox: 0, submissions: 1 });
  expect((await readDb(page, dbName)).stores).not.toContain('guestLists');
  const onServer = (await api.notes(tourId)).filter((stored) => stored.text === note.text);
  expect(onServer).toEqual([expect.objectContaining({ id: note.id })]);
  // The mirror was kept: the tour was never pulled again from the start.
  expect(requests.filter((url) => url.includes(`/sync/tours/${tourId}/changes?since=0`))).toEqual([]);
});
