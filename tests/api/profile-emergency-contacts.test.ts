import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { emergencyContacts } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { addContact, contactBody } from '../support/profile-factories';
import { setupTestApp } from '../support/test-app';
import { type ErrorBody, must } from '../support/tour-factories';

const t = await setupTestApp();

const contactsOf = async (token: string) =>
  must(await t.call('GET /users/current-user/emergency-contacts', { token })).data;
const rowOf = async (id: string) =>
  (await t.db.select().from(emergencyContacts).where(eq(emergencyContacts.id, id)))[0];

describe('emergency contacts', () => {
  it('add (with or without a client id), list, change and delete your own', async () => {
    const me = await signedInUser(t);
    const first = await addContact(t, me.token, contactBody({ email: ' Sam@Example.COM ' }));
    expect(first).toEqual({
      id: expect.any(String),
      name: 'Sam Road',
      relation: 'Partner',
      phoneNumber: '+44 7700 900123',
      email: 'sam@example.com',
    });
    t.clock.advance(1);
    const { id: _id, ...withoutId } = contactBody({ name: 'Alex Road', relation: '', email: '' });
    const second = await addContact(t, me.token, withoutId);
    expect(second).toMatchObject({ id: expect.any(String), name: 'Alex Road', relation: null, email: null });
    expect(await contactsOf(me.token)).toEqual([first, second]);

    const changed = await t.call('PATCH /users/emergency-contacts/{id}', {
      params: { id: second.id },
      body: { relation: 'Brother', phoneNumber: '0161 496 0000' },
      token: me.token,
    });
    expect(must(changed).data).toEqual({ ...second, relation: 'Brother', phoneNumber: '0161 496 0000' });

    expect(
      (await t.del(`/api/users/emergency-contacts/${first.id}`, undefined, { token: me.token })).status,
    ).toBe(200);
    expect(await contactsOf(me.token)).toEqual([changed.body.data]);
    // Deleting again (a replayed offline delete) is fine.
    expect(
      (await t.del(`/api/users/emergency-contacts/${first.id}`, undefined, { token: me.token })).status,
    ).toBe(200);
  });

  it('a repeated create with the same id saves one contact', async () => {
    const me = await signedInUser(t);
    const body = contactBody();
    const first = await addContact(t, me.token, body);
    const again = await addContact(t, me.token, body);
    expect(again).toEqual(first);
    expect(await contactsOf(me.token)).toHaveLength(1);
  });

  it.each([
    [{ phoneNumber: 'call me' }, 'phoneNumber', MESSAGES.invalidPhone],
    [{ phoneNumber: undefined }, 'phoneNumber', MESSAGES.required],
    [{ name: '' }, 'name', MESSAGES.cannotBeEmpty],
    [{ email: 'not-an-email' }, 'email', MESSAGES.invalidEmail],
  ])('bad input %j → 400 with the product’s message; nothing saved', async (override, field, message) => {
    const me = await signedInUser(t);
    const response = await t.post<ErrorBody>('/api/users/emergency-contacts', contactBody(override), {
      token: me.token,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.[field]).toBe(message);
    expect(await contactsOf(me.token)).toEqual([]);
  });

  it('a bad phone on PATCH → 400 and the contact is unchanged', async () => {
    const me = await signedInUser(t);
    const contact = await addContact(t, me.token);
    const response = await t.patch<ErrorBody>(
      `/api/users/emergency-contacts/${contact.id}`,
      { phoneNumber: '123', name: 'Changed' },
      { token: me.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ phoneNumber: MESSAGES.invalidPhone });
    expect(await rowOf(contact.id)).toMatchObject({ name: 'Sam Road' });
  });

  it('someone else’s contact: saving, changing or deleting it → 404, and it stays as it was', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const theirs = await addContact(t, other.token);
    const opts = { token: me.token };
    const attempts = [
      await t.post('/api/users/emergency-contacts', contactBody({ id: theirs.id, name: 'Mine now' }), opts),
      await t.patch(`/api/users/emergency-contacts/${theirs.id}`, { name: 'Mine now' }, opts),
      await t.del(`/api/users/emergency-contacts/${theirs.id}`, undefined, opts),
      await t.get(`/api/users/${other.user.id}/emergency-contacts`, opts),
    ];
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect(await rowOf(theirs.id)).toMatchObject({ userId: other.user.id, name: 'Sam Road' });
  });
});
