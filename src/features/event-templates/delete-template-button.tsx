import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { EventTemplate } from '#contract/event-templates';
import { errorMessage } from '../../api/api-error';
import { deleteEventTemplate } from '../../api/event-templates.api';
import { eventTemplateQueries } from '../../api/event-templates.queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormAlert } from '../../ui/form-alert';

export function DeleteTemplateButton({ template }: { template: EventTemplate }) {
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteEventTemplate(template.artistId, template.id),
    networkMode: 'always',
    onSuccess: async () => {
      setIsConfirming(false);
      toast.success(`${template.name} was deleted.`);
      await queryClient.invalidateQueries({
        queryKey: eventTemplateQueries.list(template.artistId).queryKey,
      });
    },
  });

  return (
    <>
      <Button variant="ghost" aria-label={`Delete ${template.name}`} onClick={() => setIsConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={`Delete ${template.name}?`}
        confirmLabel="Delete template"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => {
          remove.reset();
          setIsConfirming(false);
        }}
      >
        <p>Events already made from this template stay on their days.</p>
        {remove.isError ? (
          <div className="mt-3">
            <FormAlert message={errorMessage(remove.error)} />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
