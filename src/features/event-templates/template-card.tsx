import { useId, useState } from 'react';
import type { EventTemplate } from '#contract/event-templates';
import { useEventTypes } from '../../api/use-event-types';
import { Button } from '../../ui/button';
import { CopyTemplateForm } from './copy-template-form';
import { DeleteTemplateButton } from './delete-template-button';

type TemplateCardProps = {
  template: EventTemplate;
  categoryName: string | null;
  canManage: boolean;
  onEdit: () => void;
};

/** One template: its schedule, and (for managers) edit, copy and delete. */
export function TemplateCard({ template, categoryName, canManage, onEdit }: TemplateCardProps) {
  const headingId = useId();
  const [isCopying, setIsCopying] = useState(false);
  const { labelOf } = useEventTypes();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-semibold text-slate-900 dark:text-white">
            {template.name}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{categoryName ?? 'No category'}</p>
        </div>
        {canManage ? (
          <div className="flex flex-wrap gap-1">
            <Button variant="secondary" aria-label={`Edit ${template.name}`} onClick={onEdit}>
              Edit
            </Button>
            <Button
              variant="ghost"
              aria-expanded={isCopying}
              aria-label={`Copy ${template.name} to another artist`}
              onClick={() => setIsCopying((open) => !open)}
            >
              Copy to another artist
            </Button>
            <DeleteTemplateButton template={template} />
          </div>
        ) : null}
      </div>
      <ol aria-label={`Events of ${template.name}`} className="mt-3 flex flex-col gap-1 text-sm">
        {template.items.map((item, index) => (
          <li
            // Items have no ids; their order is their identity within one template.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className="flex flex-wrap gap-x-2 text-slate-700 dark:text-slate-300"
          >
            <span className="font-mono tabular-nums">
              {item.endTime && item.endTime !== item.startTime
                ? `${item.startTime}–${item.endTime}`
                : item.startTime}
            </span>
            <span className="font-medium text-slate-900 dark:text-white">{item.title}</span>
            <span className="text-slate-500 dark:text-slate-400">
              {[
                labelOf(item.type),
                item.location,
                item.visibility === 'ASSIGNED_ONLY' ? 'Assigned only' : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ol>
      {isCopying ? <CopyTemplateForm template={template} onDone={() => setIsCopying(false)} /> : null}
    </article>
  );
}
