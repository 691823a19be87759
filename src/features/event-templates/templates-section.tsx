import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { eventTemplateQueries } from '../../api/event-templates.queries';
import { Button } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { TemplateCard } from './template-card';
import { TemplateEditor } from './template-editor';

type TemplatesSectionProps = { artistId: string; canManage: boolean };

/** The artist's templates; one editor open at a time keeps the page short on a phone. */
export function TemplatesSection({ artistId, canManage }: TemplatesSectionProps) {
  const headingId = useId();
  const templates = useQuery(eventTemplateQueries.list(artistId));
  const categories = useQuery(eventTemplateQueries.categories(artistId));
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const categoryName = (id: string | null) =>
    categories.data?.find((category) => category.id === id)?.name ?? null;
  const close = () => setEditing(null);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          Templates
        </h2>
        {canManage && editing !== 'new' ? (
          <Button onClick={() => setEditing('new')}>New template</Button>
        ) : null}
      </div>
      {editing === 'new' ? (
        <TemplateEditor artistId={artistId} categories={categories.data ?? []} onDone={close} />
      ) : null}
      {!templates.data ? (
        <LoadState query={templates} subject="templates" notFoundTitle="Organization not found" />
      ) : templates.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {canManage
            ? 'No templates yet. Save a day schedule you use often as a template.'
            : 'This artist has no templates yet.'}
        </p>
      ) : (
        <ul aria-label="Templates" className="flex flex-col gap-3">
          {templates.data.map((template) => (
            <li key={template.id}>
              {editing === template.id ? (
                <TemplateEditor
                  artistId={artistId}
                  template={template}
                  categories={categories.data ?? []}
                  onDone={close}
                />
              ) : (
                <TemplateCard
                  template={template}
                  categoryName={categoryName(template.categoryId)}
                  canManage={canManage}
                  onEdit={() => setEditing(template.id)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
