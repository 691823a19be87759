import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { SupplementalQuestionsPage } from './pages/supplemental-questions-page';
import { TourPage } from './pages/tour-pages';
import { createDashboardUser } from './support/accounts';
import { RoadieApi } from './support/roadie-api';
import { signIn } from './support/sign-in';

test('a member answers an unanswered question and the manager sees it in the table', async ({
  page,
  request,
}) => {
  // Two people sign in one after the other: a journey, not a slow screen.
  test.slow();
  const manager = await createDashboardUser(request, 'sq-mgr', 'Mara');
  const gail = await createDashboardUser(request, 'sq-gail', 'Gail');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Question Run', '2027-08-01', '2027-08-02');
  await api.addPersonnel(tourId, gail.email, 'TOUR_MEMBER');
  await (await RoadieApi.signIn(request, gail.email, gail.password)).acceptInvitation(tourId);
  const ask = { tourId, options: [], required: false };
  await api.call('POST', '/supplemental-questions', {
    ...ask,
    text: 'T-shirt size',
    answerType: 'CHOICE',
    options: ['S', 'M', 'L'],
  });
  await api.call('POST', '/supplemental-questions', {
    ...ask,
    text: 'Need a parking pass?',
    answerType: 'YES_NO',
  });

  await signIn(page, gail);
  await new TourPage(page).goto(tourId, 'Question Run');
  const questions = new SupplementalQuestionsPage(page);
  await questions.open();
  await expect(questions.unanswered().getByRole('listitem')).toHaveCount(2);
  await questions.answerChoice('T-shirt size', 'M');
  // The saved answer is checked where it shows, not by its toast: a toast is gone after a few seconds.
  await expect(questions.unanswered().getByRole('listitem')).toHaveCount(1);
  await expect(questions.myAnswers()).toContainText('T-shirt size');
  await expect(questions.myAnswers()).toContainText('M');
  await new DashboardPage(page).logOut();

  await signIn(page, manager);
  await new TourPage(page).goto(tourId, 'Question Run');
  await questions.open();
  const row = questions.row('Gail');
  await expect(row.getByRole('cell')).toHaveText(['Project Member', 'M', 'Unanswered']);
});

test('a manager changes a question: errors by field, the change kept after reload', async ({
  page,
  request,
}) => {
  const manager = await createDashboardUser(request, 'sq-edit', 'Mara');
  const api = await RoadieApi.signIn(request, manager.email, manager.password);
  const { tourId } = await api.createTour('Edit Run', '2027-08-01', '2027-08-02');
  await api.call('POST', '/supplemental-questions', {
    tourId,
    text: 'T-shirt size',
    answerType: 'CHOICE',
    options: ['S', 'M', 'L'],
    required: false,
  });

  await signIn(page, manager);
  await new TourPage(page).goto(tourId, 'Edit Run');
  const questions = new SupplementalQuestionsPage(page);
  await questions.open();
  await questions
    .question('T-shirt size')
    .getByRole('button', { name: 'Edit question: T-shirt size' })
    .click();
  const form = questions.editForm('T-shirt size');
  await expect(form.getByText('Answer type: Choice')).toBeVisible();
  await form.getByLabel('Question').fill('  ');
  await form.getByLabel('Options (comma-separated)').fill('S');
  await form.getByRole('button', { name: 'Save question' }).click();
  await expect(form.getByText('This field cannot be empty')).toBeVisible();
  await form.getByLabel('Question').fill('Shirt size');
  await form.getByRole('button', { name: 'Save question' }).click();
  // Only the server knows a choice needs two options: its answer lands on the field.
  await expect(form.getByText('A choice question needs at least two options')).toBeVisible();
  await form.getByLabel('Options (comma-separated)').fill('S, M, L, XL');
  await form.getByLabel('Required').check();
  await form.getByRole('button', { name: 'Save question' }).click();
  await expect(questions.question('Shirt size')).toContainText('Choice: S, M, L, XL · required');

  await page.reload();
  await expect(questions.question('Shirt size')).toContainText('Choice: S, M, L, XL · required');
  const stored = await api.call<{ text: string; options: string[] }[]>(
    'GET',
    `/supplemental-questions?tourId=${tourId}`,
  );
  expect(stored).toEqual([expect.objectContaining({ text: 'Shirt size', options: ['S', 'M', 'L', 'XL'] })]);
});
