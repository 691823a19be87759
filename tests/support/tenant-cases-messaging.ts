/**
 * Tenant cases for crew messages. Neither route has a path id: the tour is named in the body
 * (`POST /twilio/whats-app-message`) or the query (`GET /twilio/messages?tourId=`). Each setup
 * gives the owner a tour where they have a phone number and one message already sent; the check
 * compares the tour's messages and the stored texts against that.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outgoingMessages, textOutbox } from '../../server/db/schema/index';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour, must } from './tour-factories';

const OWNER_PHONE = '+44 7700 900555';

async function state(t: TestApp, tourId: string) {
  return JSON.stringify({
    messages: await t.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.tourId, tourId))
      .orderBy(asc(outgoingMessages.id)),
    texts: await t.db.select().from(textOutbox).orderBy(asc(textOutbox.id)),
  });
}

async function tourWithMessage(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  must(
    await t.call('PATCH /users/personal-details/{id}', {
      params: { id: owner.user.id },
      body: { phoneNumber: OWNER_PHONE },
      token: owner.token,
    }),
  );
  must(
    await t.call('POST /twilio/whats-app-message', {
      body: { tourId: tour.id, userIds: [owner.user.id], channel: 'sms', text: 'Bus call 09:00' },
      token: owner.token,
    }),
  );
  return { tourId: tour.id, userId: owner.user.id, state: await state(t, tour.id) };
}

async function unchanged(t: TestApp, ids: Ids) {
  expect(JSON.parse(await state(t, ids.tourId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
}

const messagingCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({ name, method, route, path, body, setup: tourWithMessage, verifyUnchanged: unchanged });

export const MESSAGING_CASES: TenantCase[] = [
  messagingCase(
    'texting the people of a tour',
    'POST',
    '/twilio/whats-app-message',
    () => '/api/twilio/whats-app-message',
    (ids) => ({ tourId: ids.tourId, userIds: [ids.userId], channel: 'whatsapp', text: 'Doors at 19:00' }),
  ),
  messagingCase(
    'a tour’s text messages',
    'GET',
    '/twilio/messages',
    (ids) => `/api/twilio/messages?tourId=${ids.tourId}`,
  ),
];
