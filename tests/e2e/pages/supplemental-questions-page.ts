import { expect, type Locator, type Page } from '@playwright/test';

/** A tour's supplemental questions (/dashboard/tours/{tourId}/supplemental-questions). */
export class SupplementalQuestionsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page
      .getByRole('navigation', { name: 'Tour' })
      .getByRole('link', { name: 'Questions' })
      .click();
    await expect(this.page.getByRole('heading', { name: 'Supplemental questions', level: 2 })).toBeVisible();
  }

  unanswered(): Locator {
    return this.page.getByRole('list', { name: 'Unanswered questions' });
  }

  myAnswers(): Locator {
    return this.page.getByRole('list', { name: 'Your answers' });
  }

  async answerChoice(question: string, value: string) {
    const form = this.unanswered().getByRole('form', { name: question });
    await form.getByLabel(question).selectOption(value);
    await form.getByRole('button', { name: 'Answer' }).click();
  }

  /** The managers' table row of one person. */
  row(person: string): Locator {
    return this.page.getByRole('table', { name: 'Answers' }).getByRole('row', { name: new RegExp(person) });
  }

  /** A question in the managers' list. */
  question(text: string): Locator {
    return this.page.getByRole('list', { name: 'Questions' }).getByRole('listitem', { name: text });
  }

  editForm(text: string): Locator {
    return this.page.getByRole('form', { name: `Edit question: ${text}` });
  }
}
