import { useId } from 'react';
import { type Path, useFieldArray } from 'react-hook-form';
import type { EventTemplateCategory } from '#contract/event-templates';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { FormStatus } from './form-status';
import {
  emptyTemplateItem,
  type TemplateFormInput,
  TemplateFormSchema,
  type TemplateFormValues,
} from './template-form-schema';
import { TemplateItemFields } from './template-item-fields';

const ITEM_FIELDS = ['type', 'title', 'startTime', 'endTime', 'location', 'visibility'] as const;

type TemplateFormProps = {
  title: string;
  defaultValues: TemplateFormInput;
  categories: readonly EventTemplateCategory[];
  submitLabel: string;
  /** Names the action in the offline notice, e.g. 'Saving a template'. */
  action: string;
  /** Rejects with the request's error, which the form shows on its fields. */
  onSubmit: (values: TemplateFormValues) => Promise<unknown>;
  onCancel: () => void;
};

export function TemplateForm({
  title,
  defaultValues,
  categories,
  submitLabel,
  action,
  onSubmit,
  onCancel,
}: TemplateFormProps) {
  const headingId = useId();
  const isOnline = useIsOnline();
  const { form, submit } = useRoadieForm({
    schema: TemplateFormSchema,
    defaultValues,
    onSubmit,
    // Every row's fields: the server names them `items.<index>.<field>`.
    fields: (values: TemplateFormValues) => [
      'name',
      'categoryId',
      'items',
      ...values.items.flatMap((_, index) =>
        ITEM_FIELDS.map((field): Path<TemplateFormInput> => `items.${index}.${field}`),
      ),
    ],
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { errors, isSubmitting } = form.formState;

  const categoryOptions = [
    { value: '', label: 'No category' },
    ...categories.map((category) => ({ value: category.id, label: category.name })),
  ];

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-amber-300 bg-white p-4 sm:p-5 dark:border-amber-500/40 dark:bg-slate-900"
    >
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      <FormStatus isOnline={isOnline} serverError={errors.root?.server} action={action} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Template name"
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <SelectField
          label="Category"
          options={categoryOptions}
          error={errors.categoryId?.message}
          {...form.register('categoryId')}
        />
      </div>
      <div className="flex flex-col gap-3">
        {items.fields.map((field, index) => (
          <TemplateItemFields
            key={field.id}
            index={index}
            register={form.register}
            errors={errors.items}
            canRemove={items.fields.length > 1}
            onRemove={() => items.remove(index)}
          />
        ))}
        {errors.items?.root?.message || errors.items?.message ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errors.items?.root?.message ?? errors.items?.message}
          </p>
        ) : null}
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => items.append(emptyTemplateItem(form.getValues('items').at(-1)))}
        >
          Add event
        </Button>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={isSubmitting} disabled={!isOnline}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
