import { useQueryClient } from '@tanstack/react-query';
import type { EventTemplateCategory } from '#contract/event-templates';
import { deleteTemplateCategory } from '../../api/event-templates.api';
import { eventTemplateQueries } from '../../api/event-templates.queries';
import { ConfirmButton } from '../../ui/confirm-button';

export function DeleteCategoryButton({ category }: { category: EventTemplateCategory }) {
  const queryClient = useQueryClient();
  return (
    <ConfirmButton
      aria-label={`Delete ${category.name}`}
      title={`Delete the category ${category.name}?`}
      confirmLabel="Delete category"
      explanation={<p>Its templates stay, without a category.</p>}
      action={() => deleteTemplateCategory(category.artistId, category.id)}
      success={`${category.name} was deleted.`}
      // Its templates lose their category too.
      onDone={() =>
        queryClient.invalidateQueries({ queryKey: eventTemplateQueries.ofArtist(category.artistId) })
      }
    >
      Delete
    </ConfirmButton>
  );
}
