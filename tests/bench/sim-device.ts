/**
 * A simulated device for the crash and scale benches: a lightweight async object, not a browser.
 * It speaks the sync protocol as the app does (docs/offline-client.md): an outbox of mutations with
 * its own deviceId and increasing seq, pushed until the server answers them, and a mirror of its
 * tour pulled page by page (`since` = the last version it applied). REST writes carry an
 * Idempotency-Key and are retried with the same key and body. Files go as the app sends them: an
 * upload, then an attach with an Idempotency-Key; and come back through a signed download link.
 * Every request is timed.
 */
import type { Mutation, MutationResult } from '#contract/sync';
import type { FleetUser } from './fleet-seed';

export type Answer = { status: number; body: unknown; ms: number };
export type RequestKind = 'pull' | 'push' | 'rest' | 'upload' | 'download';
export type Recorder = (kind: RequestKind, answer: Answer) => void;

type PullPage = {
  version: number;
  hasMore: boolean;
  reset?: boolean;
  changes: { entity: string; id: string; op: 'upsert' | 'delete'; data: Record<string, unknown> | null }[];
};

const TIMEOUT_MS = 30_000;

/** Status 0 is "no answer": refused, reset, or timed out (the server was killed, say). */
async function request(url: string, init: RequestInit): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await response.text();
    return { status: response.status, body: parseJson(text), ms: performance.now() - started };
  } catch {
    return { status: 0, body: null, ms: performance.now() - started };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const dataOf = <T>(answer: Answer): T => (answer.body as { data: T }).data;

export class SimDevice {
  readonly deviceId = crypto.randomUUID();
  private seq = 0;
  /** Queued mutations with the text each one writes, oldest first. */
  readonly outbox: { mutation: Mutation; text: string }[] = [];
  /** The mirror of the tour: `entity:id` → the row's data. */
  readonly rows = new Map<string, Record<string, unknown>>();
  version = 0;

  constructor(
    readonly user: FleetUser,
    public baseUrl: string,
    private readonly record: Recorder,
  ) {}

  private call(kind: RequestKind, path: string, init: RequestInit = {}) {
    return request(`${this.baseUrl}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${this.user.token}`, ...init.headers },
    }).then((answer) => {
      this.record(kind, answer);
      return answer;
    });
  }

  /** Queues `note.create` on a day of the device's tour; the note's text identifies the write. */
  queueNote(dayId: string, text: string) {
    this.seq += 1;
    const mutation: Mutation = {
      mutationId: crypto.randomUUID(),
      seq: this.seq,
      name: 'note.create',
      args: { tourDayId: dayId, note: { id: crypto.randomUUID(), text } },
      tourId: this.user.tour.tourId,
    };
    this.outbox.push({ mutation, text });
  }

  /**
   * Pushes up to `max` queued mutations. Answered ones leave the outbox and are reported with the
   * text they wrote; without an answer (or with a 5xx) they stay, to be pushed again as they were.
   */
  async push(max = 50): Promise<{ answer: Answer; answered: { text: string; result: MutationResult }[] }> {
    const batch = this.outbox.slice(0, max);
    const answer = await this.call('push', '/sync/push', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deviceId: this.deviceId, mutations: batch.map((item) => item.mutation) }),
    });
    if (answer.status !== 200) return { answer, answered: [] };
    const results = new Map(
      dataOf<{ results: MutationResult[] }>(answer).results.map((result) => [result.mutationId, result]),
    );
    const answered: { text: string; result: MutationResult }[] = [];
    for (const item of batch) {
      const result = results.get(item.mutation.mutationId);
      if (!result) continue;
      answered.push({ text: item.text, result });
      this.outbox.splice(this.outbox.indexOf(item), 1);
    }
    return { answer, answered };
  }

  /** Pulls the tour until the server has nothing newer; false when a page got no good answer. */
  async pullToEnd(): Promise<boolean> {
    for (;;) {
      const query = `since=${this.version}&limit=500&deviceId=${this.deviceId}`;
      const answer = await this.call('pull', `/sync/tours/${this.user.tour.tourId}/changes?${query}`);
      if (answer.status !== 200) return false;
      const page = dataOf<PullPage>(answer);
      if (page.reset) this.rows.clear();
      for (const change of page.changes) {
        const key = `${change.entity}:${change.id}`;
        if (change.op === 'delete' || !change.data) this.rows.delete(key);
        else this.rows.set(key, change.data);
      }
      this.version = page.version;
      if (!page.hasMore) return true;
    }
  }

  /** Uploads `bytes` as a day file's PDF and attaches it to `dayId`: the attached file's id, or null. */
  async shareDayFile(dayId: string, bytes: Uint8Array<ArrayBuffer>): Promise<string | null> {
    const form = new FormData();
    form.append('purpose', 'DAY_FILE');
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'Stage plot.pdf');
    const uploaded = await this.call('upload', '/upload', { method: 'POST', body: form });
    if (uploaded.status !== 201) return null;
    const attached = await this.call('rest', '/day-files', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ tourDayId: dayId, key: dataOf<{ key: string }>(uploaded).key }),
    });
    return attached.status === 201 ? dataOf<{ id: string }>(attached).id : null;
  }

  /** A file's bytes through a signed link, as the app follows one; null without a good answer. */
  async downloadFile(fileId: string): Promise<Uint8Array | null> {
    const link = await this.call('rest', '/upload/download-url', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileId }),
    });
    if (link.status !== 200) return null;
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${dataOf<{ url: string }>(link).url}`, {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      this.record('download', { status: response.status, body: null, ms: performance.now() - started });
      return response.status === 200 ? bytes : null;
    } catch {
      this.record('download', { status: 0, body: null, ms: performance.now() - started });
      return null;
    }
  }

  /** POST a note over REST (the server picks its id) with an Idempotency-Key. */
  restNote(dayId: string, text: string, key: string): Promise<Answer> {
    return this.call('rest', `/tour-days/${dayId}/notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ text }),
    });
  }
}
