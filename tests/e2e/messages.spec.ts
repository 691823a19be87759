import { expect, test } from '@playwright/test';
import { ConversationPage, MessagesPage } from './pages/messages-pages';
import { PwaApp } from './pages/pwa-app';
import { SyncHeader } from './pages/sync-header';
import { createDashboardUser, DEMO_MANAGER } from './support/accounts';
import { expectAccessible } from './support/axe';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

const MANAGER = { ...DEMO_MANAGER, firstName: 'Morgan' } as const;
const CREW = { email: 'crew@roadie.example', password: DEMO_MANAGER.password, firstName: 'Casey' } as const;

type ApiRoom = { id: string; name: string };
type ApiMessage = { text: string; sentAt: string };

test('the demo crew and manager chat; two messages written offline arrive once, in order', async ({
  page,
  browser,
  request,
}) => {
  // Two people on two devices, one going offline: a journey, not a slow screen.
  test.slow();
  // The manager's news, unread by the crew member: the seed's unread count would be spent by an
  // earlier run against the same server, this one is always new.
  const api = await RoadieApi.signIn(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const room = (await api.call<ApiRoom[]>('GET', '/chat-rooms')).find(
    (candidate) => candidate.name === 'Crew chat',
  );
  const run = crypto.randomUUID().slice(0, 4);
  const news = `Catering closes at 18:00 (${run})`;
  const [blocked, sideDoor, thanks] = [
    `Stage left is blocked by the truck (${run})`,
    `Use the side door for the backline (${run})`,
    `Thanks, I will move it (${run})`,
  ];
  await api.call('POST', `/chat-rooms/${room?.id}/messages`, { text: news });
  await signIn(page, CREW);
  const messages = new MessagesPage(page);
  const chat = new ConversationPage(page);
  const header = new SyncHeader(page);
  // The menu says how many are unread.
  await expect(messages.menuLink()).toHaveAccessibleName(/^Messages, [1-9]\d* unread$/);
  await messages.openFromMenu();
  await expect(messages.conversation('Crew chat')).toContainText('Northern Lights Tour');
  await expect(messages.conversation('Crew chat')).toContainText(/[1-9]\d* unread/);
  await messages.open('Crew chat');
  await expect(chat.message(news)).toContainText('Morgan Manager');
  await expect(messages.menuLink()).toHaveAccessibleName('Messages');
  await header.expectAllSaved();

  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  await signIn(managerPage, MANAGER);
  const managerChat = new ConversationPage(managerPage);
  await new MessagesPage(managerPage).goto();
  await new MessagesPage(managerPage).open('Crew chat');
  await expect(managerChat.message('Landed. Heading to the hotel now.')).toContainText('Casey Crew');

  await new PwaApp(page).waitUntilInstalled();
  await page.context().setOffline(true);
  await header.expectText('Offline');
  await chat.send(blocked);
  await chat.send(sideDoor);
  await expect(chat.message(blocked)).toContainText('Sending…');
  await expect(chat.message(sideDoor)).toContainText('Sending…');
  await header.expectText('Offline · 2 changes waiting');

  await page.context().setOffline(false);
  await header.expectAllSaved();
  await expect(chat.message(blocked)).toContainText('Sent');
  await expect(chat.message(sideDoor)).toContainText('Sent');

  await managerChat.refocus();
  await expect(managerChat.messages().getByRole('listitem')).toContainText([news, blocked, sideDoor]);
  await expect(managerChat.message(blocked)).toHaveCount(1);
  await expect(managerChat.message(sideDoor)).toHaveCount(1);
  await managerChat.send(thanks);

  await chat.refocus();
  await expect(chat.message(thanks)).toContainText('Morgan Manager');
  // Read while on screen: the count stays at zero.
  await expect(messages.menuLink()).toHaveAccessibleName('Messages');

  const stored = await api.call<{ messages: ApiMessage[] }>(
    'GET',
    `/chat-rooms/${room?.id}/messages?limit=200`,
  );
  const texts = stored.messages.map((message) => message.text).reverse();
  expect(texts.slice(-3)).toEqual([blocked, sideDoor, thanks]);
  expect(texts.filter((text) => text === blocked)).toHaveLength(1);
  await managerContext.close();
});

test('a conversation is started with people of a tour, archived, restored, renamed and its members changed', async ({
  page,
  request,
}) => {
  test.slow();
  const manager = await createDashboardUser(request, 'chat-manager', 'Mara');
  const crew = await createDashboardUser(request, 'chat-crew', 'Gail');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Chat Run', '2027-09-01', '2027-09-02');
  await api.addPersonnel(tourId, crew.email, 'TOUR_MEMBER');
  await (await RoadieApi.signIn(request, crew.email, crew.password)).acceptInvitation(tourId);

  await signIn(page, manager);
  const messages = new MessagesPage(page);
  const chat = new ConversationPage(page);
  await messages.goto();
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await expectAccessible(page, 'messages, empty');
  await page.getByRole('link', { name: 'Start a conversation' }).click();

  const form = page.getByRole('form', { name: 'New conversation' });
  await expect(form.getByLabel('Tour')).toHaveValue(tourId);
  await form.getByLabel('Name').fill('Production');
  await form.getByRole('button', { name: 'Start conversation' }).click();
  await expect(form.getByText('At least one member or group is required')).toBeVisible();
  await expectAccessible(page, 'new conversation with a field error');
  await form.getByLabel('Gail Roadie').check();
  await form.getByRole('button', { name: 'Start conversation' }).click();
  await expect(page.getByRole('heading', { name: 'Production', level: 1 })).toBeVisible();
  await expect(page.getByText('Conversation started')).toBeVisible();
  await chat.send('Welcome aboard');
  await expect(chat.message('Welcome aboard')).toContainText('Sent');
  await expectAccessible(page, 'a conversation');

  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('Production was archived.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unarchive', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'All conversations' }).click();
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await messages.showArchived();
  await expect(messages.conversation('Production')).toContainText('You: Welcome aboard');
  await messages.open('Production');
  await page.getByRole('button', { name: 'Unarchive', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'All conversations' }).click();
  await expect(messages.conversation('Production')).toBeVisible();
  await messages.showArchived();
  await expect(page.getByText('Nothing archived')).toBeVisible();
  await messages.showActive();

  await messages.open('Production');
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('form', { name: 'Rename conversation' }).getByLabel('Name').fill('Production crew');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { name: 'Production crew', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: '2 members' }).click();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members).toContainText('Gail Roadie');
  await expect(members.getByRole('listitem').filter({ hasText: 'Mara Roadie' })).toContainText('Admin');
  await expect(page.getByRole('button', { name: 'Remove Mara Roadie from Production crew' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove Gail Roadie from Production crew' }).click();
  await expect(page.getByText('Gail Roadie left Production crew')).toBeVisible();
  await expect(members).not.toContainText('Gail Roadie');
  const addForm = page.getByRole('form', { name: 'Add to Production crew' });
  await addForm.getByRole('button', { name: 'Add to conversation' }).click();
  await expect(addForm.getByText('At least one member or group is required')).toBeVisible();
  await addForm.getByLabel('Gail Roadie').check();
  await addForm.getByRole('button', { name: 'Add to conversation' }).click();
  await expect(members).toContainText('Gail Roadie');
});
