import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { createDashboardUser } from './accounts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };
export type ApiTourDay = { id: string; date: string; tag: string | null; timeZone: string };
export type ApiEvent = {
  id: string;
  tourDayId: string;
  title: string;
  startAt: string;
  endAt: string;
  timeZone: string;
  visibility: string;
};
type Change = { entity: string; id: string; op: 'upsert' | 'delete'; data: Record<string, unknown> | null };

/** The REST API as one signed-in user: fast set-up and "what did the server store" checks. */
export class RoadieApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly authToken: string,
    readonly userId: string,
  ) {}

  static async signIn(request: APIRequestContext, email: string, password: string): Promise<RoadieApi> {
    const response = await request.post('/api/auth/login', { data: { email, password } });
    expect(response.ok(), `login ${email} → ${response.status()}`).toBe(true);
    const { data } = await response.json();
    return new RoadieApi(request, data.authToken, data.user.id);
  }

  async call<T>(method: Method, path: string, data?: unknown): Promise<T> {
    // A kept-alive socket the server closed while idle answers ECONNRESET (seen on a loaded
    // machine); a write carries an Idempotency-Key, so sending it again can never apply it twice.
    const idempotency: Record<string, string> = method === 'GET' ? {} : { 'Idempotency-Key': randomUUID() };
    const response = await this.request.fetch(`/api${path}`, {
      method,
      data,
      headers: { Authorization: `Bearer ${this.authToken}`, ...idempotency },
      maxRetries: 2,
    });
    expect(response.ok(), `${method} ${path} → ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()).data;
  }

  /**
   * A subscription through the test-mode provider's real lifecycle (checkout, then Pay), as the
   * in-app checkout does: creating a team needs one.
   */
  async subscribe(priceId = 'price_test_monthly') {
    const session = await this.call<{ url: string }>('POST', '/stripe/checkout-session', { priceId });
    const sessionId = new URL(session.url, 'http://roadie.test').searchParams.get('session') ?? '';
    await this.call('POST', `/stripe/test-checkout/${sessionId}/pay`);
  }

  /** Subscribes unless this user's subscription already unlocks creating teams. */
  async ensureSubscribed() {
    const current = await this.call<{ entitlements: { createTeam: boolean } }>(
      'GET',
      '/stripe-subscriptions/current',
    );
    if (!current.entitlements.createTeam) await this.subscribe();
  }

  /** An artist and a tour with one day per date; returns the tour id and its days in date order. */
  async createTour(name: string, startDate: string, endDate: string) {
    const artist = await this.call<{ id: string }>('POST', '/artists', { name: `${name} Artist` });
    const tour = await this.call<{ id: string }>('POST', '/tours', {
      artistId: artist.id,
      name,
      startDate,
      endDate,
    });
    const days = await this.call<ApiTourDay[]>('GET', `/tour-days/${tour.id}`);
    return { tourId: tour.id, artistId: artist.id, days };
  }

  tagDay(tourDayId: string, tag: string) {
    return this.call<ApiTourDay>('POST', '/day-tags', { tourDayId, tag });
  }

  addEvent(tourDayId: string, event: { type: string; title: string; startAt: string; endAt: string }) {
    return this.call<ApiEvent>('POST', `/events/${tourDayId}`, event);
  }

  event(eventId: string) {
    return this.call<ApiEvent>('GET', `/events/${eventId}`);
  }

  days(tourId: string) {
    return this.call<ApiTourDay[]>('GET', `/tour-days/${tourId}`);
  }

  /** Invites people with the given project role; they join once they accept (`acceptInvitation`). */
  addPersonnel(tourId: string, email: string, role: string) {
    return this.call('POST', `/tours/${tourId}/personnel`, { emails: email, role });
  }

  /** As the invitee: accepts the pending invitation to the tour. */
  async acceptInvitation(tourId: string) {
    const pending = await this.call<{ id: string; tourId: string }[]>('GET', '/invitations');
    const invitation = pending.find((item) => item.tourId === tourId);
    expect(invitation, `an invitation to ${tourId}`).toBeDefined();
    return this.call('POST', `/invitations/tour/${invitation?.id}/accept`);
  }

  /** Uploads real bytes for a purpose; returns the staged upload's key. */
  async upload(purpose: string, file: UploadFile): Promise<string> {
    const response = await this.request.post('/api/upload', {
      multipart: { purpose, file },
      headers: { Authorization: `Bearer ${this.authToken}` },
    });
    expect(response.ok(), `upload ${file.name} → ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()).data.key;
  }

  /** Uploads real bytes and attaches them to a day, as a manager would from the daysheet. */
  async addDayFile(tourDayId: string, file: UploadFile) {
    const key = await this.upload('DAY_FILE', file);
    return this.call<{ id: string; name: string }>('POST', '/day-files', { tourDayId, key });
  }

  async addTourFile(tourId: string, file: UploadFile) {
    const key = await this.upload('TOUR_FILE', file);
    return this.call<{ id: string; name: string }>('POST', `/tour-files/${tourId}`, { key });
  }

  async addArtistFile(artistId: string, file: UploadFile) {
    const key = await this.upload('ARTIST_FILE', file);
    return this.call<{ id: string; name: string }>('POST', `/artists/${artistId}/upload-file`, { key });
  }

  /** The bytes of a file, through a signed download URL as the app fetches them. */
  async fileBytes(fileId: string): Promise<Buffer> {
    const { url } = await this.call<{ url: string }>('POST', '/upload/download-url', { fileId });
    const response = await this.request.get(url);
    expect(response.ok(), `download ${fileId} → ${response.status()}`).toBe(true);
    return response.body();
  }

  /** Every live note of the tour as the server has it (read through the sync pull from version 0). */
  async notes(tourId: string): Promise<{ id: string; text: string; tourDayId: string }[]> {
    const notes = new Map<string, { id: string; text: string; tourDayId: string }>();
    let since = 0;
    for (;;) {
      const page = await this.call<{ version: number; hasMore: boolean; changes: Change[] }>(
        'GET',
        `/sync/tours/${tourId}/changes?since=${since}&limit=2000`,
      );
      for (const change of page.changes.filter((item) => item.entity === 'note')) {
        if (change.op === 'delete' || !change.data) notes.delete(change.id);
        else notes.set(change.id, change.data as { id: string; text: string; tourDayId: string });
      }
      if (!page.hasMore) return [...notes.values()];
      since = page.version;
    }
  }
}

/** A fresh manager with a three-day tour whose first day is tagged and has one event. */
export async function tourWithAShow(request: APIRequestContext, prefix: string) {
  const manager = await createDashboardUser(request, prefix, 'Sam');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId, days } = await api.createTour(`${prefix} tour`, '2027-06-10', '2027-06-12');
  const firstDay = days[0]?.id ?? '';
  await api.tagDay(firstDay, 'SHOW_DAY');
  const event = await api.addEvent(firstDay, {
    type: 'SHOW',
    title: 'Headline set',
    startAt: '2027-06-10T20:00:00Z',
    endAt: '2027-06-10T21:30:00Z',
  });
  return { manager, api, tourId, days, event };
}
