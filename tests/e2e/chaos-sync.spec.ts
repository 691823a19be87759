import { writeFileSync } from 'node:fs';
import { expect, type Page, type Route, test } from '@playwright/test';
import { DaysheetPage } from './pages/daysheet-page';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { type ChaosEditor, randomEdit } from './support/chaos-edits';
import { type ModelDay, serverState, TourModel } from './support/chaos-model';
import { InPageWriter } from './support/in-page-mutate';
import { chaosSeed, Prng } from './support/prng';
import { tourWithAShow } from './support/roadie-api';
import { signIn } from './support/sign-in';

const EDITS = 200;
/** Per step, besides the edit: how often the network flips, the app reloads, the screen changes day. */
const FLIP_NETWORK = 0.07;
const RELOAD = 0.035;
const CHANGE_DAY = 0.06;
/** The share of push replies lost after the server applied the batch. */
const DROP_REPLY = 0.3;

/** Loses a share of push replies after the server has processed them; refuses pushes while offline. */
class LossyPushes {
  offline = false;
  dropped = 0;
  delivered = 0;

  constructor(private readonly rng: Prng) {}

  async install(page: Page) {
    await page.route('**/api/sync/push', (route) => this.handle(route));
  }

  private async handle(route: Route) {
    try {
      if (this.offline) return await route.abort('internetdisconnected');
      const response = await route.fetch();
      if (this.rng.chance(DROP_REPLY)) {
        this.dropped += 1;
        await route.abort('connectionreset');
      } else {
        this.delivered += 1;
        await route.fulfill({ response });
      }
    } catch {
      // The page reloaded while the request was in flight: its answer has nobody to go to.
    }
  }
}

/**
 * One manager’s device, 200 random note, event and day-tag edits — about one in seven through the
 * daysheet's own forms, the rest through the app's mutate() — while the network comes and goes,
 * the app reloads and push replies get lost after the server applied them. The model of what the
 * server must end with is kept here; at the end the server must hold exactly it. The seed replays
 * the same edits and disruptions (which replies get lost also depends on how writes were batched).
 */
test('200 random edits through lost connections, reloads and lost replies reach the server exactly once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const seed = chaosSeed();
  console.log(`chaos seed ${seed} — replay with CHAOS_SEED=${seed}`);
  test.info().annotations.push({ type: 'chaos seed', description: String(seed) });
  const rng = new Prng(seed);

  const { manager, api, tourId, days, event } = await tourWithAShow(request, 'chaos');
  for (const day of days.slice(1)) await api.tagDay(day.id, 'TRAVEL_DAY');
  const model = new TourModel(days.map((day) => ({ id: day.id, date: day.date })));
  const [firstDay] = model.days;
  if (!firstDay) throw new Error('the tour has days');
  for (const day of model.days) model.tags.set(day.id, day === firstDay ? 'SHOW_DAY' : 'TRAVEL_DAY');
  const { id, title, startAt, endAt } = event;
  model.events.push({ id, title, startAt, endAt, day: firstDay, type: 'SHOW', location: null });

  await signIn(page, manager);
  const daysheet = new DaysheetPage(page);
  const header = new SyncHeader(page);
  await daysheet.goto(tourId, firstDay.date);
  await header.expectAllSaved();
  await new PwaApp(page).waitUntilInstalled();

  const pushes = new LossyPushes(new Prng(seed + 1));
  await pushes.install(page);
  const editor: ChaosEditor = {
    rng,
    model,
    daysheet,
    writer: new InPageWriter(page),
    dayOnScreen: firstDay,
    screenShare: 0.15,
  };
  const log: string[] = [];
  const counts = { offline: 0, reloads: 0, dayChanges: 0 };
  try {
    for (let step = 1; step <= EDITS; step += 1) {
      if (rng.chance(FLIP_NETWORK)) {
        pushes.offline = !pushes.offline;
        if (pushes.offline) counts.offline += 1;
        await context.setOffline(pushes.offline);
        log.push(pushes.offline ? '— offline' : '— online');
      }
      if (rng.chance(RELOAD)) {
        counts.reloads += 1;
        const started = Date.now();
        await page.reload();
        await daysheet.expectDay(editor.dayOnScreen.date);
        log.push(`— reload (${Date.now() - started} ms)`);
      }
      if (rng.chance(CHANGE_DAY)) {
        counts.dayChanges += 1;
        editor.dayOnScreen = await showOtherDay(daysheet, model.days, editor.dayOnScreen, rng);
        log.push(`— day on screen ${editor.dayOnScreen.date}`);
      }
      const started = Date.now();
      const edit = await randomEdit(editor);
      log.push(`${step}. ${edit} (${Date.now() - started} ms)`);
    }

    // The network comes back for good and the replies stop getting lost.
    await page.unroute('**/api/sync/push');
    pushes.offline = false;
    await context.setOffline(true);
    await context.setOffline(false);
    // Settled either way: saved, or refused (then fail now, not after the timeout).
    await expect(header.status()).toHaveText(/^(All changes saved|\d+ changes? failed)$/, {
      timeout: 45_000,
    });
    await header.expectAllSaved();
  } finally {
    const logPath = test.info().outputPath('chaos-log.txt');
    writeFileSync(logPath, [`seed ${seed}`, ...log].join('\n'));
    await test.info().attach('chaos log', { path: logPath, contentType: 'text/plain' });
  }
  console.log(
    `chaos: ${EDITS} edits, ${counts.offline} offline spells, ${counts.reloads} reloads, ` +
      `${counts.dayChanges} day changes, ${pushes.dropped} push replies lost, ${pushes.delivered} delivered`,
  );
  // The run really was chaotic: otherwise it proves nothing about lost replies and reloads.
  expect(pushes.dropped).toBeGreaterThan(0);
  expect(counts.offline).toBeGreaterThan(0);
  expect(counts.reloads).toBeGreaterThan(0);

  // No edit lost, none applied twice: the server holds exactly what the model says.
  const expected = model.state();
  expect(await serverState(api, tourId, model.days)).toEqual(expected);
  // And the device shows it too, with nothing left waiting.
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);
  const onScreen = model.notes.filter((note) => note.day === editor.dayOnScreen);
  for (const note of onScreen) await expect(daysheet.note(note.text)).toBeVisible();
  if (onScreen.length > 0) await expect(daysheet.notes().getByRole('listitem')).toHaveCount(onScreen.length);
});

/** Moves the screen to the previous or next day with the daysheet's own links. */
async function showOtherDay(daysheet: DaysheetPage, days: readonly ModelDay[], current: ModelDay, rng: Prng) {
  const index = days.indexOf(current);
  const forward = index === 0 || (index < days.length - 1 && rng.chance(0.5));
  const next = days[forward ? index + 1 : index - 1];
  if (!next) throw new Error('no day to move to');
  await daysheet.page.getByRole('link', { name: forward ? /^Next day/ : /^Previous day/ }).click();
  await daysheet.expectDay(next.date);
  return next;
}
