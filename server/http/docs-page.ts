import { APP_NAME } from '#contract/limits';
import { escapeHtml, htmlPage } from './html';
import type { buildOpenApi } from './openapi';

type Document = ReturnType<typeof buildOpenApi>;
interface Operation {
  summary: string;
  tags: string[];
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Content };
  responses: Record<string, { description: string; content?: Content }>;
}
/** By media type: JSON for most, multipart/form-data for uploads, any type for file downloads. */
type Content = Record<string, { schema: unknown }>;

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
const schemas = (content: Content) =>
  Object.entries(content)
    .map(
      ([type, { schema }]) =>
        (type === 'application/json' ? '' : `<p class="muted">${escapeHtml(type)}</p>`) + json(schema),
    )
    .join('');

/** A readable, script-free rendering of the OpenAPI document, grouped by tag. */
export function renderDocs(document: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as Operation;
      const params = op.parameters
        .map((p) => `<code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''})`)
        .join(', ');
      const responses = Object.entries(op.responses)
        .map(
          ([status, r]) =>
            `<details><summary>${status} — ${escapeHtml(r.description)}</summary>${r.content ? schemas(r.content) : ''}</details>`,
        )
        .join('');
      const html = `<div class="op"><span class="m">${method}</span> <code>${escapeHtml(path)}</code> ${op.security.length ? '🔒' : ''}
<p>${escapeHtml(op.summary)}</p>${params ? `<p class="muted">Parameters: ${params}</p>` : ''}
${op.requestBody ? `<details><summary>Request body</summary>${schemas(op.requestBody.content)}</details>` : ''}${responses}</div>`;
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>${ops.join('')}`).join('');
  return htmlPage(
    `${APP_NAME} API`,
    `<h1>${APP_NAME} API</h1><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). 🔒 = needs <code>Authorization: Bearer &lt;authToken&gt;</code>. Every mutating call accepts an <code>Idempotency-Key</code> (UUID).</p>${sections}`,
  );
}
