/**
 * Supplemental questions and answers. Questions belong to a tour; managers write them. One answer
 * per question and person.
 */
import * as v from 'valibot';
import { requiredString, UuidSchema } from './common';
import { MESSAGES } from './messages';

export const ANSWER_TYPES = ['TEXT', 'YES_NO', 'CHOICE'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];
export const YES_NO_VALUES = ['YES', 'NO'] as const;

export const SUPPLEMENTAL_MESSAGES = {
  choiceNeedsOptions: 'A choice question needs at least two options',
  optionsOnlyForChoice: 'Only choice questions have options',
  answerYesNo: 'Answer yes or no',
  answerChoice: 'Choose one of the options',
  alreadyAnswered: 'You have already answered this question; edit your answer instead',
} as const;

export const SupplementalQuestionSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  text: v.string(),
  answerType: v.picklist(ANSWER_TYPES),
  options: v.array(v.string()),
  required: v.boolean(),
  position: v.number(),
});
export type SupplementalQuestion = v.InferOutput<typeof SupplementalQuestionSchema>;

const OptionsSchema = v.pipe(
  v.array(requiredString(100), 'Options must be a list'),
  v.maxLength(20, 'At most 20 options'),
  v.check((list) => new Set(list).size === list.length, 'Options must differ from each other'),
);

export const CreateSupplementalQuestionSchema = v.pipe(
  v.object({
    tourId: UuidSchema,
    text: requiredString(300),
    answerType: v.picklist(ANSWER_TYPES, 'Choose text, yes/no or choice'),
    options: v.optional(OptionsSchema, []),
    required: v.optional(v.boolean('Must be true or false'), false),
  }),
  v.forward(
    v.check(
      (q) => q.answerType !== 'CHOICE' || q.options.length >= 2,
      SUPPLEMENTAL_MESSAGES.choiceNeedsOptions,
    ),
    ['options'],
  ),
  v.forward(
    v.check(
      (q) => q.answerType === 'CHOICE' || q.options.length === 0,
      SUPPLEMENTAL_MESSAGES.optionsOnlyForChoice,
    ),
    ['options'],
  ),
);
export type CreateSupplementalQuestion = v.InferOutput<typeof CreateSupplementalQuestionSchema>;

/** The answer type is fixed once asked (answers were given against it); delete and ask anew instead. */
export const UpdateSupplementalQuestionSchema = v.object({
  text: v.optional(requiredString(300)),
  options: v.optional(OptionsSchema),
  required: v.optional(v.boolean('Must be true or false')),
});
export type UpdateSupplementalQuestion = v.InferOutput<typeof UpdateSupplementalQuestionSchema>;

export const SupplementalQuestionsQuerySchema = v.object({ tourId: UuidSchema });

export const SupplementalAnswerSchema = v.object({
  id: v.string(),
  questionId: v.string(),
  tourId: v.string(),
  userId: v.string(),
  value: v.string(),
  updatedAt: v.string(),
});
export type SupplementalAnswer = v.InferOutput<typeof SupplementalAnswerSchema>;

const AnswerValueSchema = requiredString(1000);

export const CreateSupplementalAnswerSchema = v.object({ questionId: UuidSchema, value: AnswerValueSchema });
export type CreateSupplementalAnswer = v.InferOutput<typeof CreateSupplementalAnswerSchema>;
export const UpdateSupplementalAnswerSchema = v.object({ value: AnswerValueSchema });

export const SupplementalAnswersQuerySchema = v.object({ tourId: v.optional(UuidSchema) });

/** A column of the managers' table: person, role, then one per question (`q:<questionId>`). */
export const TableColumnSchema = v.object({
  key: v.string(),
  label: v.string(),
  questionId: v.nullable(v.string()),
});
export type TableColumn = v.InferOutput<typeof TableColumnSchema>;

/** Why a value does not fit the question's type; null when it fits. */
export function answerProblem(question: Pick<SupplementalQuestion, 'answerType' | 'options'>, value: string) {
  if (question.answerType === 'YES_NO' && !YES_NO_VALUES.some((yn) => yn === value)) {
    return SUPPLEMENTAL_MESSAGES.answerYesNo;
  }
  if (question.answerType === 'CHOICE' && !question.options.includes(value))
    return SUPPLEMENTAL_MESSAGES.answerChoice;
  return value.trim() === '' ? MESSAGES.cannotBeEmpty : null;
}
