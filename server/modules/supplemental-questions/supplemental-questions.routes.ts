import * as v from 'valibot';
import { IdParamSchema, OkSchema } from '#contract/common';
import {
  CreateSupplementalQuestionSchema,
  SupplementalQuestionSchema,
  SupplementalQuestionsQuerySchema,
  TableColumnSchema,
  UpdateSupplementalQuestionSchema,
} from '#contract/supplemental-questions';
import { defineRoute } from '../../http/route';
import {
  createQuestion,
  deleteQuestion,
  getQuestion,
  listQuestions,
  tableColumns,
  unansweredQuestions,
  updateQuestion,
} from './supplemental-questions.service';

const tag = 'Supplemental questions';

export const supplementalQuestionsRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/table-columns/supplemental-questions',
      tag,
      access: 'user',
      query: SupplementalQuestionsQuerySchema,
      summary: 'Columns of the managers’ answers table: person, role, then one per question (key `q:<id>`)',
      response: v.array(TableColumnSchema),
      errors: [400, 401, 403, 404],
    },
    async ({ query }, { deps, user }) => ({ data: await tableColumns(deps.database.db, user, query.tourId) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/supplemental-questions',
      tag,
      access: 'user',
      query: SupplementalQuestionsQuerySchema,
      summary: 'The tour’s supplemental questions, in order',
      response: v.array(SupplementalQuestionSchema),
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => ({
      data: await listQuestions(deps.database.db, user, query.tourId),
    }),
  ),
  defineRoute(
    {
      method: 'post',
      path: '/supplemental-questions',
      tag,
      access: 'user',
      status: 201,
      body: CreateSupplementalQuestionSchema,
      summary: 'Addition: a manager asks the tour’s people a question (TEXT, YES_NO or CHOICE with options)',
      response: SupplementalQuestionSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => createQuestion(tx, user, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/supplemental-questions/unanswered/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'The caller’s unanswered questions on a tour (id = tour id), required ones first',
      response: v.array(SupplementalQuestionSchema),
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({
      data: await unansweredQuestions(deps.database.db, user, params.id),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/supplemental-questions/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'One supplemental question',
      response: SupplementalQuestionSchema,
      errors: [400, 401, 404],
    },
    async ({ params }, { deps, user }) => ({ data: await getQuestion(deps.database.db, user, params.id) }),
  ),
  defineRoute(
    {
      method: 'patch',
      path: '/supplemental-questions/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      body: UpdateSupplementalQuestionSchema,
      summary: 'Addition: a manager changes a question’s text, options or whether it is required',
      response: SupplementalQuestionSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, body }, { deps, user }) => ({
      data: await deps.database.db.transaction((tx) => updateQuestion(tx, user, params.id, body, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/supplemental-questions/{id}',
      tag,
      access: 'user',
      params: IdParamSchema,
      summary: 'Addition: a manager withdraws a question (its answers go with it)',
      response: OkSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params }, { deps, user }) => {
      await deps.database.db.transaction((tx) => deleteQuestion(tx, user, params.id, deps.now()));
      return { data: { ok: true } };
    },
  ),
];
