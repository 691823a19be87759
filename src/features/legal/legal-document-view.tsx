import { format } from 'date-fns';
import type { LegalDocument } from '#contract/legal';

/** A terms or privacy document; the body is plain text, so paragraphs are kept as written. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{document.title}</h2>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        Version {document.version} · published {format(new Date(document.publishedAt), 'd MMMM yyyy')}
      </p>
      <div className="mt-3 max-h-64 overflow-y-auto whitespace-pre-line text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        {document.body}
      </div>
    </article>
  );
}
