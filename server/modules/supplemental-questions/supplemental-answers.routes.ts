import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  CreateSupplementalAnswerSchema,
  SupplementalAnswerSchema,
  SupplementalAnswersQuerySchema,
  SupplementalQuestionsQuerySchema,
  UpdateSupplementalAnswerSchema,
} from '#contract/supplemental-questions';
import { defineRoute } from '../../http/route';
import {
  createAnswer,
  deleteAnswer,
  getAnswer,
  tourAnswers,
  updateAnswer,
  userAnswers,
} from './supplemental-answers.service';

const tag = 'Supplemental questions';

export const supplementalAnswersRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/supplemental-answers',
      tag,
      access: 'user',
      status: 201,
      body: CreateSupplementalAnswerSchema,
      summary:
        'Answer a question (one answer per question and person; YES/NO or one of the options where asked)',
      response: SupplementalAnswerSchema,
      errors: [400, 401, 404, 409],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createAnswer(tx, user, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/supplemental-answers',
      tag,
      access: 'user',
      query: SupplementalQuestionsQuerySchema,
      summary: 'Addition: a tour’s answers — managers get everyone’s, members their own',
      response: v.array(SupplementalAnswerSchema),
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => ({ data: await tourAnswers(deps.database.db, user, query.tourId) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/supplemental-answers/users/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      query: SupplementalAnswersQuerySchema,
      summary: 'A person’s answers (id = user id): one’s own, or theirs on tours the caller manages',
      response: v.array(SupplementalAnswerSchema),
      errors: [400, 401, 404],
    },
    async ({ params, query }, { deps, user }) => ({
      data: await userAnswers(deps.database.db, user, params.id, query.tourId),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/supplemental-answers/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One answer (its author, or a manager of the tour)',
      response: SupplementalAnswerSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getAnswer(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/supplemental-answers/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateSupplementalAnswerSchema,
      summary: 'Change one’s own answer',
      response: SupplementalAnswerSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) =>
        updateAnswer(tx, user, params.id, body.value, deps.now()),
      ),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/supplemental-answers/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Delete one’s own answer (the question is unanswered again)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteAnswer(tx, user, params.id, deps.now()));
      return { data: { ok: true } };
    },
  ),
];
