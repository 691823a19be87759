import { expect, type Page, test } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { SupplementalQuestionsPage } from './pages/supplemental-questions-page';
import { TourPage } from './pages/tour-pages';
import { createDashboardUser } from './support/accounts';
import { RoadieApi } from './support/roadie-api';

async function signIn(page: Page, user: { email: string; password: string; firstName: string }) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  await new DashboardPage(page).expectGreeting(user.firstName);
}

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
  await expect(page.getByText('Answer saved')).toBeVisible();
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
