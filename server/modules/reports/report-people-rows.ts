/**
 * People rows: the tour's personnel exactly as the personnel screen lists them to the report's
 * creator (listTourPersonnel), with the supplemental answers the creator may read (tourAnswers:
 * a manager everyone's, anyone else only their own — the other cells stay empty).
 */
import { QUESTION_COLUMN_PREFIX } from '#contract/reports';
import { PROJECT_ROLE_LABELS } from '#contract/roles';
import type { TourPersonnel } from '#contract/tour-personnel';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/context';
import { tourAnswers } from '../supplemental-questions/supplemental-answers.service';
import { listTourPersonnel } from '../tour-personnel/tour-personnel.service';
import { questionIdOf } from './report-columns';
import { answerCell, text } from './report-format';
import type { RowSource } from './report-rows';

/** 'Alex Rivera', or the e-mail for people who have not signed up yet (as the personnel screen). */
export function personName(person: Pick<TourPersonnel, 'firstName' | 'lastName' | 'email'>): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
}

/** A `person.*` cell of one person; a missing person (left the tour) leaves it empty. */
export function personCell(person: TourPersonnel | undefined, key: string): string {
  if (!person) return '';
  switch (key) {
    case 'person.name':
      return personName(person);
    case 'person.email':
      return person.email;
    case 'person.phone':
      return text(person.phoneNumber);
    case 'person.role':
      return text(person.roleTitle);
    case 'person.access':
      return PROJECT_ROLE_LABELS[person.role];
    default:
      return '';
  }
}

interface PersonRow {
  person: TourPersonnel;
  answers: Map<string, string>;
}

export async function peopleRows(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  wantsAnswers: boolean,
): Promise<RowSource<PersonRow>> {
  const people = await listTourPersonnel(db, actor, tourId);
  const answers = wantsAnswers ? await tourAnswers(db, actor, tourId) : [];
  const byUser = new Map<string, Map<string, string>>();
  for (const answer of answers) {
    const own = byUser.get(answer.userId) ?? new Map<string, string>();
    own.set(answer.questionId, answer.value);
    byUser.set(answer.userId, own);
  }
  return {
    contexts: people.map((person) => ({
      person,
      answers: (person.userId && byUser.get(person.userId)) || new Map(),
    })),
    cell: ({ person, answers }, key) =>
      key.startsWith(QUESTION_COLUMN_PREFIX)
        ? answerCell(answers.get(questionIdOf(key)))
        : personCell(person, key),
  };
}
