/** Escapes text for HTML; every server-rendered page goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A plain page with no scripts (the CSP forbids inline scripts); inline styles are allowed. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#111}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem}code,pre{background:#f3f3f3;border-radius:4px;padding:.1rem .3rem}
pre{padding:.6rem;overflow:auto;font-size:13px}.op{border:1px solid #ddd;border-radius:6px;padding:.6rem 1rem;margin:.8rem 0}
.m{display:inline-block;min-width:4rem;font-weight:700;text-transform:uppercase}.muted{color:#666}
details summary{cursor:pointer}
</style></head><body>${body}</body></html>`;
}
