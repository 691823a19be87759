/**
 * Supplemental questions a tour's managers ask its people, and their answers. Read and written
 * online through REST only (not in the tour mirror), so no version stamping.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tours } from './tours';
import { users } from './users';

export const supplementalQuestions = pgTable(
  'supplemental_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    answerType: text('answer_type', { enum: ['TEXT', 'YES_NO', 'CHOICE'] }).notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplemental_questions_tour_idx').on(t.tourId, t.position)],
);

export const supplementalAnswers = pgTable(
  'supplemental_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => supplementalQuestions.id, { onDelete: 'cascade' }),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplemental_answers_question_user_unique')
      .on(t.questionId, t.userId)
      .where(sql`${t.deletedAt} is null`),
    index('supplemental_answers_tour_user_idx').on(t.tourId, t.userId),
  ],
);
