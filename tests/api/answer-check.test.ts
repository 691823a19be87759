/**
 * The answer check of `defineRoute`: outside production an answer that its `response` schema
 * refuses becomes a 500 naming the route and the first wrong field; production sends it unchecked.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../server/http/context';
import { handleError } from '../../server/http/error-handler';
import { memoryLogger } from '../../server/http/logger';
import { defineRoute } from '../../server/http/route';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();

const ItemSchema = v.object({ name: v.string(), tags: v.array(v.string()) });

const driftingRoute = defineRoute(
  {
    method: 'get',
    path: '/drift/{answer}',
    summary: 'Answers what its schema says, or not',
    tag: 'Test',
    access: 'public',
    params: v.object({ answer: v.picklist(['right', 'wrong', 'date']) }),
    response: v.array(ItemSchema),
  },
  ({ params }) => {
    if (params.answer === 'right') return { data: [{ name: 'Ada', tags: [] }] };
    if (params.answer === 'date') return { data: [{ name: new Date(0), tags: [] }] };
    return {
      data: [
        { name: 'Ada', tags: [] },
        { name: 'Bo', tags: ['crew', 7] },
      ],
    };
  },
);

/** Only the route and what `defineRoute` needs from the app, in the given NODE_ENV. */
function appIn(nodeEnv: 'test' | 'production') {
  const logger = memoryLogger();
  const deps = { ...t.deps, logger, config: { ...t.deps.config, nodeEnv } };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    await next();
  });
  app.get('/api/drift/:answer', driftingRoute.handle);
  app.onError(handleError);
  return { app, logger };
}

describe('answers checked against their response schema', () => {
  it('passes an answer that matches', async () => {
    const { app } = appIn('test');
    const response = await app.request('/api/drift/right');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [{ name: 'Ada', tags: [] }] });
  });

  it('fails loudly in test: a 500 naming the route and the first wrong field, the issues logged', async () => {
    const { app, logger } = appIn('test');
    const wrong = await app.request('/api/drift/wrong');
    expect(wrong.status).toBe(500);
    const body = (await wrong.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('internal_error');
    expect(body.error.message).toMatch(/^The answer of GET \/drift\/\{answer\} .* at data\.1\.tags\.1: /);
    expect(logger.lines.join('\n')).toContain('answer does not match its response schema');
  });

  it('checks the answer as the client reads it: a Date is the string it becomes', async () => {
    const { app } = appIn('test');
    const date = await app.request('/api/drift/date');
    expect(date.status).toBe(200);
    expect(await date.json()).toEqual({ data: [{ name: '1970-01-01T00:00:00.000Z', tags: [] }] });
  });

  it('sends the answer unchecked in production', async () => {
    const { app, logger } = appIn('production');
    const wrong = await app.request('/api/drift/wrong');
    expect(wrong.status).toBe(200);
    expect(await wrong.json()).toEqual({
      data: [
        { name: 'Ada', tags: [] },
        { name: 'Bo', tags: ['crew', 7] },
      ],
    });
    expect(logger.lines).toEqual([]);
  });
});
