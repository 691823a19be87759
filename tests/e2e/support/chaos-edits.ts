import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { DaysheetPage } from '../pages/daysheet-page';
import type { ModelDay, ModelEvent, ModelNote, TourModel } from './chaos-model';
import type { InPageWriter } from './in-page-mutate';
import type { Prng } from './prng';

// No Travel: its form asks for both ends and times on their clocks (tests/e2e/travel-tracker.spec.ts);
// what this test is about — every edit reaching the server once — is the same for every type.
const EVENT_TYPES = [
  ['SHOW', 'Show'],
  ['LOAD_IN', 'Load-in'],
  ['PROMO', 'Promo'],
  ['SCHEDULE_ITEM', 'Schedule item'],
] as const;
// Never "no tag": notes and events need one, and a refused edit is another test's subject.
const DAY_TAGS = [
  ['SHOW_DAY', 'Show day'],
  ['TRAVEL_DAY', 'Travel day'],
  ['HOTEL_STAY', 'Hotel stay'],
  ['PROMO_DAY', 'Promo day'],
] as const;
const WEIGHTS = {
  'note.create': 24,
  'note.update': 18,
  'note.delete': 10,
  'event.create': 16,
  'event.update': 16,
  'event.delete': 8,
  'day.setTag': 8,
} as const;

export type ChaosEditor = {
  rng: Prng;
  model: TourModel;
  daysheet: DaysheetPage;
  writer: InPageWriter;
  /** The day on screen: edits through the screen can only touch it. */
  dayOnScreen: ModelDay;
  /** The share of edits made through the screen (the rest call the app's mutate()). */
  screenShare: number;
};

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A start and end on the day (UTC, the days' zone), 15-minute steps, start before end. */
function randomTimes(rng: Prng, day: ModelDay) {
  const start = rng.int(24, 80) * 15;
  const end = start + rng.int(1, 12) * 15;
  const at = (minutes: number) => `${day.date}T${clock(minutes)}:00.000Z`;
  return { start: clock(start), end: clock(end), startAt: at(start), endAt: at(end) };
}

/** Makes one random edit, through the screen or the app's mutate(), and records it in the model. */
export async function randomEdit(editor: ChaosEditor): Promise<string> {
  const { rng, model } = editor;
  const viaScreen = rng.chance(editor.screenShare);
  const reachable = <T extends { id: string | null; day: ModelDay }>(items: T[]) =>
    items.filter((item) => (viaScreen ? item.day === editor.dayOnScreen : item.id !== null));
  const kind = rng.weighted(WEIGHTS);
  const notes = reachable(model.notes);
  const events = reachable(model.events);
  const how = viaScreen ? 'screen' : 'mutate';
  if ((kind === 'note.update' || kind === 'note.delete') && notes.length > 0) {
    const note = rng.pick(notes);
    return `${how} ${kind} ${note.text} → ${await (kind === 'note.update' ? updateNote : deleteNote)(editor, note, viaScreen)}`;
  }
  if ((kind === 'event.update' || kind === 'event.delete') && events.length > 0) {
    const event = rng.pick(events);
    return `${how} ${kind} ${event.title} → ${await (kind === 'event.update' ? updateEvent : deleteEvent)(editor, event, viaScreen)}`;
  }
  const day = viaScreen ? editor.dayOnScreen : rng.pick(model.days);
  if (kind === 'day.setTag') return `${how} day.setTag ${day.date} → ${await setTag(editor, day, viaScreen)}`;
  if (kind.startsWith('event.')) return `${how} event.create ${await createEvent(editor, day, viaScreen)}`;
  return `${how} note.create ${await createNote(editor, day, viaScreen)}`;
}

async function createNote({ model, daysheet, writer }: ChaosEditor, day: ModelDay, viaScreen: boolean) {
  const text = `${model.nextName('Note')} for ${day.date}`;
  const id = viaScreen ? null : randomUUID();
  if (id) await writer.mutate('note.create', { tourDayId: day.id, note: { id, text } });
  else {
    await daysheet.addNote(text);
    await expect(daysheet.note(text)).toBeVisible();
  }
  model.notes.push({ id, day, text });
  return text;
}

async function updateNote({ model, daysheet, writer }: ChaosEditor, note: ModelNote, viaScreen: boolean) {
  const text = `${model.nextName('Note')} edited`;
  if (viaScreen) await daysheet.editNote(note.text, text);
  else await writer.mutate('note.update', { id: note.id, changes: { text, expectedText: note.text } });
  note.text = text;
  return text;
}

async function deleteNote({ model, daysheet, writer }: ChaosEditor, note: ModelNote, viaScreen: boolean) {
  if (viaScreen) await daysheet.deleteNote(note.text);
  else await writer.mutate('note.delete', { id: note.id });
  model.remove(model.notes, note);
  return 'gone';
}

async function createEvent(editor: ChaosEditor, day: ModelDay, viaScreen: boolean) {
  const { rng, model, daysheet, writer } = editor;
  const [type, typeLabel] = rng.pick(EVENT_TYPES);
  const times = randomTimes(rng, day);
  const location = rng.chance(0.5) ? `Stage ${rng.int(1, 9)}` : null;
  const event: ModelEvent = {
    id: viaScreen ? null : randomUUID(),
    day,
    title: model.nextName('Event'),
    type,
    location,
    ...times,
  };
  if (event.id) {
    const { startAt, endAt, title } = event;
    await writer.mutate('event.create', {
      tourDayId: day.id,
      event: { id: event.id, type, title, startAt, endAt, location },
    });
  } else {
    await daysheet.addEvent({ type: typeLabel, title: event.title, ...times, location: location ?? '' });
  }
  model.events.push(event);
  return event.title;
}

async function updateEvent(editor: ChaosEditor, event: ModelEvent, viaScreen: boolean) {
  const { rng, model, daysheet, writer } = editor;
  const title = model.nextName('Event');
  const type = rng.chance(0.3) ? rng.pick(EVENT_TYPES) : null;
  const times = rng.chance(0.4) ? randomTimes(rng, event.day) : null;
  const location = rng.chance(0.3) ? (rng.chance(0.8) ? `Room ${rng.int(1, 99)}` : null) : undefined;
  if (viaScreen) {
    await daysheet.editEvent(event.title, {
      title,
      type: type?.[1],
      start: times?.start,
      end: times?.end,
      location: location === undefined ? undefined : (location ?? ''),
    });
  } else {
    const guard = times ? { expected: { startAt: event.startAt, endAt: event.endAt } } : {};
    const moved = times ? { startAt: times.startAt, endAt: times.endAt } : {};
    const changes = {
      title,
      ...(type ? { type: type[0] } : {}),
      ...moved,
      ...guard,
      ...(location === undefined ? {} : { location }),
    };
    await writer.mutate('event.update', { id: event.id, changes });
  }
  Object.assign(
    event,
    { title },
    type ? { type: type[0] } : {},
    times ? { startAt: times.startAt, endAt: times.endAt } : {},
  );
  if (location !== undefined) event.location = location;
  return title;
}

async function deleteEvent({ model, daysheet, writer }: ChaosEditor, event: ModelEvent, viaScreen: boolean) {
  if (viaScreen) await daysheet.deleteEvent(event.title);
  else await writer.mutate('event.delete', { id: event.id });
  model.remove(model.events, event);
  return 'gone';
}

async function setTag({ rng, model, daysheet, writer }: ChaosEditor, day: ModelDay, viaScreen: boolean) {
  const [tag, label] = rng.pick(DAY_TAGS);
  if (viaScreen) {
    await daysheet.tagSelect().selectOption({ label });
    await expect(daysheet.tagSelect()).toHaveValue(tag);
  } else {
    await writer.mutate('day.setTag', { tourDayId: day.id, tag });
  }
  model.tags.set(day.id, tag);
  return tag;
}
