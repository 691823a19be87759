import { expect, test } from '@playwright/test';
import { MessageCrewPanel } from './pages/message-crew-panel';
import { PersonnelPage } from './pages/personnel-page';
import { createDashboardUser } from './support/accounts';
import { expectAccessible } from './support/axe';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

type StoredText = { to: string; channel: string; body: string };

test('a manager texts the crew on WhatsApp from the personnel screen; the text lands in the dev mailbox', async ({
  page,
  request,
}) => {
  const manager = await createDashboardUser(request, 'texts-mgr', 'Mona');
  const gail = await createDashboardUser(request, 'texts-gail', 'Gail');
  const otto = await createDashboardUser(request, 'texts-otto', 'Otto');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Text Run', '2027-09-01', '2027-09-02');
  // A number of this run's own, so the dev mailbox lookup finds this test's text and no other.
  const digits = String(Math.floor(Math.random() * 9_000_000) + 1_000_000);
  for (const person of [gail, otto]) {
    await api.addPersonnel(tourId, person.email, 'TOUR_MEMBER');
    const own = await RoadieApi.signIn(request, person.email, person.password);
    await own.acceptInvitation(tourId);
    if (person === gail)
      await own.call('PATCH', `/users/personal-details/${own.userId}`, { phoneNumber: `+49 170 ${digits}` });
  }

  await signIn(page, manager);
  const personnel = new PersonnelPage(page);
  await personnel.goto(tourId);
  await expect(personnel.person('Otto Roadie')).toContainText('Active');
  const panel = new MessageCrewPanel(page);
  await panel.open();
  await expect(panel.recipient('Gail Roadie')).toBeChecked();
  await expect(panel.recipient('Otto Roadie')).toBeChecked();
  await expect(panel.form()).toContainText('Otto Roadie · No phone number');

  const text = 'Bus call moved to 09:30 — lobby, not the car park.';
  await panel.send('WhatsApp', text);
  await expect(panel.toast('Sent to 1 person · 1 has no phone number')).toBeVisible();
  await expect(panel.recentMessages().filter({ hasText: 'Gail Roadie' })).toContainText('WhatsApp');
  await expect(panel.recentMessages().filter({ hasText: 'Gail Roadie' })).toContainText('Sent');
  await expect(panel.form().getByLabel('Message', { exact: true })).toHaveValue('');
  await expectAccessible(page, 'message crew panel');

  const mailbox = await request.get('/api/dev/mail', { params: { to: `+49170${digits}`, format: 'json' } });
  const { texts }: { texts: StoredText[] } = await mailbox.json();
  expect(texts).toEqual([
    expect.objectContaining({ to: `+49170${digits}`, channel: 'whatsapp', body: text }),
  ]);
});
