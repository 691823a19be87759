/**
 * The demo tour's supplemental questions, made through the same services as the API. The crew
 * member answered two and left the parking pass open, so their screen shows an unanswered question
 * and the manager's table shows a gap.
 */
import type { Tx } from '../db/client';
import type { AuthUser } from '../http/context';
import { createAnswer } from '../modules/supplemental-questions/supplemental-answers.service';
import { createQuestion } from '../modules/supplemental-questions/supplemental-questions.service';

export async function seedDemoSupplementalQuestions(
  tx: Tx,
  manager: AuthUser,
  crew: AuthUser,
  tourId: string,
  now: Date,
) {
  const ask = (
    text: string,
    answerType: 'TEXT' | 'YES_NO' | 'CHOICE',
    options: string[],
    required: boolean,
  ) => createQuestion(tx, manager, { tourId, text, answerType, options, required }, now);
  const shirt = await ask('T-shirt size', 'CHOICE', ['XS', 'S', 'M', 'L', 'XL', 'XXL'], true);
  const allergies = await ask('Allergies or dietary needs', 'TEXT', [], false);
  const parking = await ask('Do you need a parking pass?', 'YES_NO', [], true);
  await createAnswer(tx, crew, { questionId: shirt.id, value: 'M' }, now);
  await createAnswer(tx, crew, { questionId: allergies.id, value: 'Vegetarian, no nuts' }, now);
  await createAnswer(tx, manager, { questionId: shirt.id, value: 'L' }, now);
  await createAnswer(tx, manager, { questionId: parking.id, value: 'YES' }, now);
}
