import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { EventTemplateCategory } from '#contract/event-templates';
import { renameTemplateCategory } from '../../api/event-templates.api';
import { eventTemplateQueries } from '../../api/event-templates.queries';
import { Button } from '../../ui/button';
import { CategoryNameForm } from './category-name-form';
import { DeleteCategoryButton } from './delete-category-button';

type CategoryRowProps = { category: EventTemplateCategory; canManage: boolean };

export function CategoryRow({ category, canManage }: CategoryRowProps) {
  const queryClient = useQueryClient();
  const [isRenaming, setIsRenaming] = useState(false);

  const rename = async (name: string) => {
    await renameTemplateCategory(category.artistId, category.id, name);
    toast.success('Category renamed');
    setIsRenaming(false);
    await queryClient.invalidateQueries({ queryKey: eventTemplateQueries.ofArtist(category.artistId) });
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      {isRenaming ? (
        <CategoryNameForm
          label={`New name for ${category.name}`}
          defaultName={category.name}
          submitLabel="Save"
          action="Renaming a category"
          onSubmit={rename}
          onCancel={() => setIsRenaming(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0 break-words font-medium text-slate-900 dark:text-white">
            {category.name}
          </span>
          {canManage ? (
            <div className="flex gap-1">
              <Button
                variant="secondary"
                aria-label={`Rename ${category.name}`}
                onClick={() => setIsRenaming(true)}
              >
                Rename
              </Button>
              <DeleteCategoryButton category={category} />
            </div>
          ) : null}
        </div>
      )}
    </li>
  );
}
