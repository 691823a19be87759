import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { EventTemplate, EventTemplateCategory } from '#contract/event-templates';
import { createEventTemplate, updateEventTemplate } from '../../api/event-templates.api';
import { eventTemplateQueries } from '../../api/event-templates.queries';
import { TemplateForm } from './template-form';
import { type TemplateFormValues, templateFormDefaults } from './template-form-schema';

type TemplateEditorProps = {
  artistId: string;
  /** The template being edited; none for a new one. */
  template?: EventTemplate;
  categories: readonly EventTemplateCategory[];
  onDone: () => void;
};

/** Creates or saves a template, then says so (toasts: template created, updated). */
export function TemplateEditor({ artistId, template, categories, onDone }: TemplateEditorProps) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: TemplateFormValues) =>
      template ? updateEventTemplate(artistId, template.id, values) : createEventTemplate(artistId, values),
    onSuccess: async () => {
      toast.success(template ? 'Template updated' : 'Template created');
      await queryClient.invalidateQueries({ queryKey: eventTemplateQueries.list(artistId).queryKey });
      onDone();
    },
  });

  return (
    <TemplateForm
      title={template ? `Edit ${template.name}` : 'New template'}
      defaultValues={templateFormDefaults(template)}
      categories={categories}
      submitLabel={template ? 'Save template' : 'Create template'}
      action="Saving a template"
      onSubmit={(values) => save.mutateAsync(values)}
      onCancel={onDone}
    />
  );
}
