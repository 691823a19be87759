/**
 * The report column catalogue: the contract's fixed columns plus one `q:<id>` column per
 * supplemental question of a tour. Resolving a picked list keeps its order and leaves out a
 * question column that is not of the report's tour (a template made on another tour).
 */
import {
  FIXED_REPORT_COLUMNS,
  QUESTION_COLUMN_PREFIX,
  questionColumnKey,
  type ReportColumn,
} from '#contract/reports';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/context';
import { listQuestions } from '../supplemental-questions/supplemental-questions.service';

/** The tour's question columns, in the order the questions are asked (404 when the tour is not the actor's). */
export async function questionColumns(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
): Promise<ReportColumn[]> {
  const questions = await listQuestions(db, actor, tourId);
  return questions.map((question) => ({
    key: questionColumnKey(question.id),
    label: question.text,
    group: 'supplemental' as const,
  }));
}

/** GET /table-columns: the fixed columns, and the tour's question columns when a tour is named. */
export async function reportColumnCatalogue(
  db: Queryable,
  actor: AuthUser,
  tourId: string | undefined,
): Promise<ReportColumn[]> {
  const fixed = FIXED_REPORT_COLUMNS.map((column) => ({ ...column }));
  return tourId ? [...fixed, ...(await questionColumns(db, actor, tourId))] : fixed;
}

/** The picked keys as columns of this tour, in the picked order; unknown question keys are dropped. */
export function resolveColumns(
  keys: readonly string[],
  tourQuestions: readonly ReportColumn[],
): ReportColumn[] {
  const known = new Map([...FIXED_REPORT_COLUMNS, ...tourQuestions].map((column) => [column.key, column]));
  return keys.flatMap((key) => {
    const column = known.get(key);
    return column ? [{ key: column.key, label: column.label, group: column.group }] : [];
  });
}

/** The question id of a `q:` key. */
export const questionIdOf = (key: string) => key.slice(QUESTION_COLUMN_PREFIX.length);
