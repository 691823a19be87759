import { expect, test } from '@playwright/test';
import { ArtistPages } from './pages/artist-pages';
import { DashboardPage } from './pages/dashboard-page';
import { createDashboardUser } from './support/accounts';
import { signIn } from './support/sign-in';

test('a manager creates, edits and archives an artist', async ({ page, request }) => {
  const manager = await createDashboardUser(request, 'artists', 'Alex');
  await signIn(page, manager);

  const artists = new ArtistPages(page);
  await artists.create('', 'not a url');
  await expect(page.getByText('This field cannot be empty')).toBeVisible();
  await expect(page.getByText('Enter a valid URL')).toBeVisible();

  await artists.fillAndSubmit('Velvet Static', '', 'Create artist');
  const artistId = await artists.expectArtistPage('Velvet Static');
  await expect(page.getByText('No tours for this artist yet.')).toBeVisible();

  await artists.edit('Velvet Static Revival', 'https://example.com/logo.png');
  await expect(page.getByText('Artist updated')).toBeVisible();
  await artists.expectArtistPage('Velvet Static Revival');

  await artists.archive('Velvet Static Revival');
  await expect(page.getByText('Velvet Static Revival was archived.')).toBeVisible();
  await expect(page.getByRole('main').getByText('Archived', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore artist' })).toBeVisible();

  // Archived artists are not offered when starting a tour.
  await page.goto('/dashboard/tours/create');
  await expect(page.getByText('No artists yet. Create the first one below.')).toBeVisible();

  await page.goto(`/dashboard/artists/${artistId}/edit`);
  await expect(page.getByLabel('Logo URL (optional)')).toHaveValue('https://example.com/logo.png');
});

test('an artist that is not yours is not found', async ({ page, request }) => {
  const owner = await createDashboardUser(request, 'artist-owner', 'Kim');
  const stranger = await createDashboardUser(request, 'artist-stranger', 'Lee');
  await signIn(page, owner);
  const artists = new ArtistPages(page);
  await artists.create('Private Label');
  const artistId = await artists.expectArtistPage('Private Label');

  await new DashboardPage(page).logOut();
  await signIn(page, stranger);
  for (const path of [
    `/dashboard/artists/${artistId}`,
    '/dashboard/artists/not-an-id',
    `/dashboard/tours/create/${artistId}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Organization not found' })).toBeVisible();
  }
});
