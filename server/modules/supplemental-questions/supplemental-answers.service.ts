/**
 * Answers to supplemental questions: one per question and person. People answer, edit and delete
 * their own; the tour's managers read everyone's. Someone else's answer is "not found" to a member.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { isManagerRole } from '#contract/roles';
import {
  answerProblem,
  type CreateSupplementalAnswer,
  SUPPLEMENTAL_MESSAGES,
  type SupplementalAnswer,
} from '#contract/supplemental-questions';
import type { Queryable } from '../../db/client';
import { supplementalAnswers, supplementalQuestions, tourPersonnel } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { conflict, forbidden, notFound, validationFailed } from '../../http/errors';
import { findTourAccess, requireTourAccess } from '../tours/tour-access';
import { requireQuestion, toQuestion } from './supplemental-questions.service';

type AnswerRow = typeof supplementalAnswers.$inferSelect;

const toAnswer = (row: AnswerRow): SupplementalAnswer => ({
  id: row.id,
  questionId: row.questionId,
  tourId: row.tourId,
  userId: row.userId,
  value: row.value,
  updatedAt: row.updatedAt.toISOString(),
});

const liveAnswer = isNull(supplementalAnswers.deletedAt);

/** Readable: the author, or a manager of the tour. Writable (`write`): the author only (others 403). */
async function requireAnswer(db: Queryable, actor: AuthUser, id: string, options = { write: false }) {
  const [row] = await db
    .select()
    .from(supplementalAnswers)
    .where(and(eq(supplementalAnswers.id, id), liveAnswer));
  if (!row) throw notFound();
  const { role } = await requireTourAccess(db, actor, row.tourId);
  if (row.userId === actor.id) return row;
  if (!isManagerRole(role)) throw notFound();
  if (options.write) throw forbidden('Only the person who answered can change this answer');
  return row;
}

function checkFits(question: Parameters<typeof answerProblem>[0], value: string) {
  const problem = answerProblem(question, value);
  if (problem) throw validationFailed({ value: problem }, problem);
}

export async function createAnswer(
  db: Queryable,
  actor: AuthUser,
  input: CreateSupplementalAnswer,
  now: Date,
) {
  const { question } = await requireQuestion(db, actor, input.questionId);
  checkFits(toQuestion(question), input.value);
  const [existing] = await db
    .select({ id: supplementalAnswers.id })
    .from(supplementalAnswers)
    .where(
      and(
        eq(supplementalAnswers.questionId, question.id),
        eq(supplementalAnswers.userId, actor.id),
        liveAnswer,
      ),
    );
  if (existing)
    throw conflict(SUPPLEMENTAL_MESSAGES.alreadyAnswered, {
      questionId: SUPPLEMENTAL_MESSAGES.alreadyAnswered,
    });
  const [row] = await db
    .insert(supplementalAnswers)
    .values({
      questionId: question.id,
      tourId: question.tourId,
      userId: actor.id,
      value: input.value,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw notFound();
  return toAnswer(row);
}

export async function getAnswer(db: Queryable, actor: AuthUser, id: string) {
  return toAnswer(await requireAnswer(db, actor, id));
}

export async function updateAnswer(db: Queryable, actor: AuthUser, id: string, value: string, now: Date) {
  const answer = await requireAnswer(db, actor, id, { write: true });
  const { question } = await requireQuestion(db, actor, answer.questionId);
  checkFits(toQuestion(question), value);
  const [row] = await db
    .update(supplementalAnswers)
    .set({ value, updatedAt: now })
    .where(eq(supplementalAnswers.id, id))
    .returning();
  if (!row) throw notFound();
  return toAnswer(row);
}

export async function deleteAnswer(db: Queryable, actor: AuthUser, id: string, now: Date) {
  await requireAnswer(db, actor, id, { write: true });
  await db
    .update(supplementalAnswers)
    .set({ deletedAt: now, updatedAt: now })
    .where(eq(supplementalAnswers.id, id));
}

async function answersOn(db: Queryable, tourIds: string[], userId?: string) {
  if (tourIds.length === 0) return [];
  // In the order the questions are asked (answers saved together share a timestamp: no order there).
  const rows = await db
    .select({ answer: supplementalAnswers })
    .from(supplementalAnswers)
    .innerJoin(supplementalQuestions, eq(supplementalQuestions.id, supplementalAnswers.questionId))
    .where(
      and(
        inArray(supplementalAnswers.tourId, tourIds),
        userId ? eq(supplementalAnswers.userId, userId) : undefined,
        liveAnswer,
      ),
    )
    .orderBy(
      asc(supplementalQuestions.position),
      asc(supplementalQuestions.id),
      asc(supplementalAnswers.userId),
    );
  return rows.map((row) => toAnswer(row.answer));
}

/** A tour's answers (for the managers' table): managers get everyone's, members their own. */
export async function tourAnswers(db: Queryable, actor: AuthUser, tourId: string) {
  const { role } = await requireTourAccess(db, actor, tourId);
  return answersOn(db, [tourId], isManagerRole(role) ? undefined : actor.id);
}

/**
 * A person's answers: one's own on every tour one can see; someone else's only on tours the caller
 * manages and that person is on. No such tour: "not found" (the person's existence is not confirmed).
 */
export async function userAnswers(db: Queryable, actor: AuthUser, userId: string, tourId?: string) {
  // The person's tour places and the tours of their answers (a workspace owner answers without a place).
  const places = await db
    .select({ tourId: tourPersonnel.tourId })
    .from(tourPersonnel)
    .where(
      and(
        eq(tourPersonnel.userId, userId),
        eq(tourPersonnel.status, 'ACTIVE'),
        isNull(tourPersonnel.deletedAt),
      ),
    );
  const answered = await db
    .selectDistinct({ tourId: supplementalAnswers.tourId })
    .from(supplementalAnswers)
    .where(and(eq(supplementalAnswers.userId, userId), liveAnswer));
  const candidates = tourId ? [tourId] : [...new Set([...places, ...answered].map((p) => p.tourId))];
  const readable: string[] = [];
  for (const id of candidates) {
    const access = await findTourAccess(db, actor.id, id);
    if (access && (userId === actor.id || isManagerRole(access.role))) readable.push(id);
  }
  if (userId !== actor.id && readable.length === 0) throw notFound();
  if (tourId && readable.length === 0) throw notFound();
  return answersOn(db, readable, userId);
}
