import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/routes';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface Operation {
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
}

describe('OpenAPI document and docs page', () => {
  const routes = apiRoutes({ production: false });

  it('is OpenAPI 3.1 with every visible route, its success schema and its request body', async () => {
    const response = await t.get<OpenApiDocument>('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body;
    expect(document.openapi).toBe('3.1.0');

    const visible = routes.filter((route) => !route.spec.hidden);
    expect(visible.length).toBeGreaterThan(15);
    for (const { spec } of visible) {
      const where = `${spec.method.toUpperCase()} /api${spec.path}`;
      const operation = document.paths[`/api${spec.path}`]?.[spec.method];
      expect(operation, where).toBeDefined();
      if (!operation) continue;
      const content = operation.responses[String(spec.status ?? 200)]?.content;
      if (spec.binary) {
        expect(content, `${where} binary answer`).toEqual({
          '*/*': { schema: { type: 'string', format: 'binary' } },
        });
      } else if (spec.eventStream) {
        expect(content, `${where} event stream`).toEqual({
          'text/event-stream': { schema: { type: 'string' } },
        });
      } else {
        const success = content?.['application/json']?.schema;
        expect(success, `${where} success schema`).toMatchObject({
          type: 'object',
          properties: { data: {} },
        });
        if (spec.response) expect(success?.properties?.data, `${where} data schema`).not.toEqual({});
      }
      if (spec.body) {
        const type = spec.multipart ? 'multipart/form-data' : 'application/json';
        expect(operation.requestBody?.content[type]?.schema, `${where} requestBody`).toMatchObject({
          type: 'object',
        });
      } else {
        expect(operation.requestBody, `${where} has no body`).toBeUndefined();
      }
      for (const param of spec.path.match(/\{\w+\}/g) ?? []) {
        expect(operation.parameters, `${where} path parameter ${param}`).toContainEqual(
          expect.objectContaining({ name: param.slice(1, -1), in: 'path', required: true }),
        );
      }
      expect(operation.security, `${where} security`).toEqual(
        spec.access === 'public' ? [] : [{ bearer: [] }],
      );
    }
    // Nothing documented that is not served.
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual(visible.map(({ spec }) => `${spec.method} /api${spec.path}`).sort());
  });

  it('describes the register body field by field', async () => {
    const document = (await t.get<OpenApiDocument>('/api/openapi.json')).body;
    const register = document.paths['/api/auth/register']?.post;
    const schema = register?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
    expect([...(schema?.required ?? [])].sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
    expect(register?.responses['201']).toBeDefined();
  });

  it('marks a field required when the server refuses its absence, even with a default that words the refusal', async () => {
    const document = (await t.get<OpenApiDocument>('/api/openapi.json')).body;
    const bodyOf = (path: string, method = 'post') =>
      document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
    const guest = bodyOf('/api/events/{id}/guest-list-submissions');
    expect(guest?.required).toEqual(expect.arrayContaining(['firstName', 'quantity', 'deliveryMethod']));
    expect(guest?.required).not.toContain('phone');
    expect(guest?.properties?.deliveryMethod).not.toHaveProperty('default');
    // A change of a submission sends only what changes: nothing is required there.
    expect(bodyOf('/api/events/{id}/guest-list-submissions/{submissionId}', 'patch')?.required ?? []).toEqual(
      [],
    );
    expect(bodyOf('/api/addresses')?.required).toEqual(
      expect.arrayContaining(['street', 'city', 'state', 'postalCode', 'country']),
    );
    // A default the field accepts stays optional: an empty search lists everything.
    expect(bodyOf('/api/artist-addresses/search')?.required ?? []).not.toContain('query');
  });

  it('documents the Idempotency-Key header on a signed-in mutation', async () => {
    const document = (await t.get<OpenApiDocument>('/api/openapi.json')).body;
    expect(document.paths['/api/users/current-user']?.patch?.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
    expect(document.paths['/api/users/current-user']?.get?.parameters).not.toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key' }),
    );
  });

  it('documents the upload as a multipart form with a binary file and the download as bytes', async () => {
    const document = (await t.get<OpenApiDocument>('/api/openapi.json')).body;
    const form = document.paths['/api/upload']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(form?.properties?.file).toEqual({ type: 'string', format: 'binary' });
    expect(form?.properties?.purpose).toMatchObject({ enum: expect.arrayContaining(['DAY_FILE']) });
    const download = document.paths['/api/files/download/{token}']?.get;
    expect(download?.security).toEqual([]);
    expect(download?.responses['200']?.content).toHaveProperty('*/*');
  });

  it('leaves the hidden dev mailbox out', async () => {
    const document = (await t.get<OpenApiDocument>('/api/openapi.json')).body;
    expect(routes.some((route) => route.spec.path === '/dev/mail' && route.spec.hidden)).toBe(true);
    expect(document.paths['/api/dev/mail']).toBeUndefined();
  });

  it('GET /api/docs is a readable HTML page listing the endpoints, with no scripts', async () => {
    const response = await t.get<string>('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.body).toContain('/api/auth/login');
    expect(response.body).toContain('/api/users/status/{id}');
    expect(response.body).not.toMatch(/<script/i);
  });
});
