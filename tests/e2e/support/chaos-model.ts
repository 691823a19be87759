import type { ApiEvent, RoadieApi } from './roadie-api';

export type ModelDay = { id: string; date: string };
/** `id` is null for what was created through the screen: the app chose it, the test never saw it. */
export type ModelNote = { id: string | null; day: ModelDay; text: string };
export type ModelEvent = {
  id: string | null;
  day: ModelDay;
  title: string;
  type: string;
  location: string | null;
  startAt: string;
  endAt: string;
};

/** Comparable, readable lines: a failed `toEqual` shows exactly which edit is missing or doubled. */
export type TourState = { notes: string[]; events: string[]; tags: string[] };

const instant = (value: string) => new Date(value).toISOString();
const noteLine = (date: string, text: string) => `${date} ${text}`;
const eventLine = (date: string, event: Omit<ModelEvent, 'id' | 'day'>) =>
  `${date} ${event.title} [${event.type}] @${event.location ?? '-'} ${instant(event.startAt)}–${instant(event.endAt)}`;

/** What the server must end with: every edit the test made, in the order it made them. */
export class TourModel {
  readonly notes: ModelNote[] = [];
  readonly events: ModelEvent[] = [];
  readonly tags = new Map<string, string>();
  private serial = 0;

  constructor(readonly days: readonly ModelDay[]) {}

  /** A text no other note or event ever had, and none is a prefix of another (fixed width). */
  nextName(kind: 'Note' | 'Event'): string {
    this.serial += 1;
    return `${kind} ${String(this.serial).padStart(3, '0')}`;
  }

  remove<T>(list: T[], item: T) {
    const index = list.indexOf(item);
    if (index < 0) throw new Error('removing an item the model does not have');
    list.splice(index, 1);
  }

  state(): TourState {
    return {
      notes: this.notes.map((note) => noteLine(note.day.date, note.text)).sort(),
      events: this.events.map((event) => eventLine(event.day.date, event)).sort(),
      tags: this.days.map((day) => `${day.date} ${this.tags.get(day.id) ?? 'none'}`),
    };
  }
}

/** The same lines, read from what the server stored. */
export async function serverState(api: RoadieApi, tourId: string, days: readonly ModelDay[]) {
  const dateOf = (dayId: string) => days.find((day) => day.id === dayId)?.date ?? `unknown day ${dayId}`;
  const notes = await api.notes(tourId);
  const events = await api.call<(ApiEvent & { type: string; location: string | null })[]>(
    'GET',
    `/events/tour/${tourId}`,
  );
  const serverDays = await api.days(tourId);
  return {
    notes: notes.map((note) => noteLine(dateOf(note.tourDayId), note.text)).sort(),
    events: events.map((event) => eventLine(dateOf(event.tourDayId), event)).sort(),
    tags: days.map((day) => `${day.date} ${serverDays.find((item) => item.id === day.id)?.tag ?? 'none'}`),
  };
}
