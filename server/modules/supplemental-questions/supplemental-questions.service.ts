/**
 * Supplemental questions of a tour. Everyone on the tour reads them; managers ask,
 * change and withdraw them. Another tenant's question is "not found".
 */
import { and, asc, eq, isNull, max, notExists } from 'drizzle-orm';
import type {
  CreateSupplementalQuestion,
  SupplementalQuestion,
  TableColumn,
  UpdateSupplementalQuestion,
} from '#contract/supplemental-questions';
import { SUPPLEMENTAL_MESSAGES } from '#contract/supplemental-questions';
import type { Queryable } from '../../db/client';
import { supplementalAnswers, supplementalQuestions } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { requireTourAccess, requireTourManager } from '../tours/tour-access';

type QuestionRow = typeof supplementalQuestions.$inferSelect;

export const toQuestion = (row: QuestionRow): SupplementalQuestion => ({
  id: row.id,
  tourId: row.tourId,
  text: row.text,
  answerType: row.answerType,
  options: row.options,
  required: row.required,
  position: row.position,
});

const live = (tourId: string) =>
  and(eq(supplementalQuestions.tourId, tourId), isNull(supplementalQuestions.deletedAt));

/** The live question, if the actor may see it; with `manage`, only for the tour's managers (403). */
export async function requireQuestion(
  db: Queryable,
  actor: AuthUser,
  id: string,
  options = { manage: false },
) {
  const [row] = await db
    .select()
    .from(supplementalQuestions)
    .where(and(eq(supplementalQuestions.id, id), isNull(supplementalQuestions.deletedAt)));
  if (!row) throw notFound();
  const access = options.manage
    ? await requireTourManager(db, actor, row.tourId)
    : await requireTourAccess(db, actor, row.tourId);
  return { question: row, ...access };
}

export async function listQuestions(db: Queryable, actor: AuthUser, tourId: string) {
  await requireTourAccess(db, actor, tourId);
  const rows = await db
    .select()
    .from(supplementalQuestions)
    .where(live(tourId))
    .orderBy(asc(supplementalQuestions.position), asc(supplementalQuestions.id));
  return rows.map(toQuestion);
}

export async function getQuestion(db: Queryable, actor: AuthUser, id: string) {
  return toQuestion((await requireQuestion(db, actor, id)).question);
}

/** The caller's own unanswered questions on the tour, required ones first. */
export async function unansweredQuestions(db: Queryable, actor: AuthUser, tourId: string) {
  await requireTourAccess(db, actor, tourId);
  const answered = db
    .select({ id: supplementalAnswers.id })
    .from(supplementalAnswers)
    .where(
      and(
        eq(supplementalAnswers.questionId, supplementalQuestions.id),
        eq(supplementalAnswers.userId, actor.id),
        isNull(supplementalAnswers.deletedAt),
      ),
    );
  const rows = await db
    .select()
    .from(supplementalQuestions)
    .where(and(live(tourId), notExists(answered)))
    .orderBy(asc(supplementalQuestions.position), asc(supplementalQuestions.id));
  return rows.map(toQuestion).sort((a, b) => Number(b.required) - Number(a.required));
}

export async function createQuestion(
  db: Queryable,
  actor: AuthUser,
  input: CreateSupplementalQuestion,
  now: Date,
) {
  await requireTourManager(db, actor, input.tourId);
  const [last] = await db
    .select({ position: max(supplementalQuestions.position) })
    .from(supplementalQuestions)
    .where(live(input.tourId));
  const [row] = await db
    .insert(supplementalQuestions)
    .values({ ...input, position: (last?.position ?? 0) + 1, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw notFound();
  return toQuestion(row);
}

export async function updateQuestion(
  db: Queryable,
  actor: AuthUser,
  id: string,
  patch: UpdateSupplementalQuestion,
  now: Date,
) {
  const { question } = await requireQuestion(db, actor, id, { manage: true });
  if (patch.options && question.answerType !== 'CHOICE') {
    throw validationFailed({ options: SUPPLEMENTAL_MESSAGES.optionsOnlyForChoice });
  }
  if (patch.options && patch.options.length < 2) {
    throw validationFailed({ options: SUPPLEMENTAL_MESSAGES.choiceNeedsOptions });
  }
  const [row] = await db
    .update(supplementalQuestions)
    .set({ ...patch, updatedAt: now })
    .where(eq(supplementalQuestions.id, id))
    .returning();
  if (!row) throw notFound();
  return toQuestion(row);
}

/** Withdraws the question and, with it, everyone's answers to it. */
export async function deleteQuestion(db: Queryable, actor: AuthUser, id: string, now: Date) {
  await requireQuestion(db, actor, id, { manage: true });
  await db
    .update(supplementalAnswers)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(supplementalAnswers.questionId, id), isNull(supplementalAnswers.deletedAt)));
  await db
    .update(supplementalQuestions)
    .set({ deletedAt: now, updatedAt: now })
    .where(eq(supplementalQuestions.id, id));
}

/** The managers' table: a person per row; person, role, then one column per question. */
export async function tableColumns(db: Queryable, actor: AuthUser, tourId: string): Promise<TableColumn[]> {
  await requireTourManager(db, actor, tourId);
  const questions = await listQuestions(db, actor, tourId);
  return [
    { key: 'person', label: 'Person', questionId: null },
    { key: 'role', label: 'Role', questionId: null },
    ...questions.map((q) => ({ key: `q:${q.id}`, label: q.text, questionId: q.id })),
  ];
}
