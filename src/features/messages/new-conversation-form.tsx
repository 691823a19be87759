import { useMutation } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { type CreateChatRoom, CreateChatRoomSchema } from '#contract/chat';
import { createChatRoom } from '../../api/chat.api';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { GroupsPicker, PeoplePicker } from './member-pickers';
import { useTourPeople } from './use-tour-people';

type NewConversationFormProps = {
  tours: readonly { id: string; name: string }[];
  onCreated: (roomId: string) => unknown;
};

/**
 * Tour, name, and the people and/or groups to talk with (the contract's schema says when neither is
 * chosen). Online only; the room is on this device before `onCreated` runs (`await-pull`).
 */
export function NewConversationForm({ tours, onCreated }: NewConversationFormProps) {
  const isOnline = useIsOnline();
  const { form, submit, showError, lostConnection } = useRoadieForm({
    schema: CreateChatRoomSchema,
    defaultValues: { tourId: tours[0]?.id ?? '', name: '', userIds: [], groupIds: [] },
    onSubmit: (values: CreateChatRoom): void => create.mutate(values),
  });
  const { errors } = form.formState;
  const tourId = useWatch({ control: form.control, name: 'tourId' });
  const choices = useTourPeople(tourId);

  const create = useMutation({
    mutationFn: createChatRoom,
    meta: { changesMirror: 'await-pull' },
    onSuccess: async (room) => {
      toast.success('Conversation started');
      form.reset();
      await onCreated(room.id);
    },
    onError: (error) => showError(error),
  });

  const tourField = form.register('tourId', {
    // Another tour's people: what was ticked for the previous tour no longer applies.
    onChange: () => {
      form.setValue('userIds', []);
      form.setValue('groupIds', []);
    },
  });

  return (
    <form
      noValidate
      aria-label="New conversation"
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {!isOnline || lostConnection ? <OfflineNotice action="Starting a conversation" /> : null}
      {lostConnection ? null : <FormAlert message={errors.root?.server?.message} />}
      <SelectField
        label="Tour"
        options={tours.map((tour) => ({ value: tour.id, label: tour.name }))}
        error={errors.tourId?.message}
        {...tourField}
      />
      <TextField label="Name" maxLength={100} error={errors.name?.message} {...form.register('name')} />
      <Controller
        control={form.control}
        name="userIds"
        render={({ field }) => (
          <PeoplePicker
            choices={choices?.people ?? []}
            value={field.value ?? []}
            onChange={field.onChange}
            error={errors.userIds?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="groupIds"
        render={({ field }) => (
          <GroupsPicker choices={choices?.groups ?? []} value={field.value ?? []} onChange={field.onChange} />
        )}
      />
      <div className="flex sm:justify-end">
        <Button type="submit" isPending={create.isPending} disabled={!isOnline} className="w-full sm:w-auto">
          Start conversation
        </Button>
      </div>
    </form>
  );
}
