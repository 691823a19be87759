import { useQueryClient } from '@tanstack/react-query';
import type { EventTemplate } from '#contract/event-templates';
import { deleteEventTemplate } from '../../api/event-templates.api';
import { eventTemplateQueries } from '../../api/event-templates.queries';
import { ConfirmButton } from '../../ui/confirm-button';

export function DeleteTemplateButton({ template }: { template: EventTemplate }) {
  const queryClient = useQueryClient();
  return (
    <ConfirmButton
      aria-label={`Delete ${template.name}`}
      title={`Delete ${template.name}?`}
      confirmLabel="Delete template"
      explanation={<p>Events already made from this template stay on their days.</p>}
      action={() => deleteEventTemplate(template.artistId, template.id)}
      success={`${template.name} was deleted.`}
      onDone={() =>
        queryClient.invalidateQueries({ queryKey: eventTemplateQueries.list(template.artistId).queryKey })
      }
    >
      Delete
    </ConfirmButton>
  );
}
