import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from 'sonner';
import { createTemplateCategory } from '../../api/event-templates.api';
import { eventTemplateQueries } from '../../api/event-templates.queries';
import { LoadState } from '../../ui/load-state';
import { CategoryNameForm } from './category-name-form';
import { CategoryRow } from './category-row';

type CategoriesSectionProps = { artistId: string; canManage: boolean };

/** Categories group an artist's templates (e.g. "Show days", "Promo"). */
export function CategoriesSection({ artistId, canManage }: CategoriesSectionProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const categories = useQuery(eventTemplateQueries.categories(artistId));

  const create = async (name: string) => {
    await createTemplateCategory(artistId, name);
    toast.success('Category created');
    await queryClient.invalidateQueries({ queryKey: eventTemplateQueries.categories(artistId).queryKey });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        Categories
      </h2>
      {!categories.data ? (
        <LoadState query={categories} subject="categories" notFoundTitle="Organization not found" />
      ) : categories.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No categories yet.</p>
      ) : (
        <ul aria-label="Categories" className="flex flex-col gap-2">
          {categories.data.map((category) => (
            <CategoryRow key={category.id} category={category} canManage={canManage} />
          ))}
        </ul>
      )}
      {canManage ? (
        <CategoryNameForm
          label="New category"
          submitLabel="Add category"
          action="Adding a category"
          onSubmit={create}
        />
      ) : null}
    </section>
  );
}
