import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { EventTemplateCategory } from '#contract/event-templates';
import { errorMessage } from '../../api/api-error';
import { deleteTemplateCategory } from '../../api/event-templates.api';
import { eventTemplateQueries } from '../../api/event-templates.queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';

export function DeleteCategoryButton({ category }: { category: EventTemplateCategory }) {
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteTemplateCategory(category.artistId, category.id),
    networkMode: 'always',
    onSuccess: async () => {
      setIsConfirming(false);
      toast.success(`${category.name} was deleted.`);
      // Its templates lose their category too.
      await queryClient.invalidateQueries({ queryKey: eventTemplateQueries.ofArtist(category.artistId) });
    },
  });

  return (
    <>
      <Button variant="ghost" aria-label={`Delete ${category.name}`} onClick={() => setIsConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={`Delete the category ${category.name}?`}
        confirmLabel="Delete category"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => {
          remove.reset();
          setIsConfirming(false);
        }}
      >
        <p>Its templates stay, without a category.</p>
        {remove.isError ? (
          <div className="mt-3">
            <FormAlert message={errorMessage(remove.error)} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
