import { useMutation } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { type AddChatMembers, AddChatMembersSchema } from '#contract/chat';
import { addChatMembers } from '../../api/chat.api';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { GroupsPicker, PeoplePicker } from './member-pickers';
import type { ConversationView } from './use-conversation';
import { useTourPeople } from './use-tour-people';

/** The admin adds people and/or groups of the tour not in the room yet; they receive its history. */
export function AddMembersForm({ view, online }: { view: ConversationView; online: boolean }) {
  const { room, members } = view;
  const choices = useTourPeople(room.tourId);
  const inRoom = new Set(members.map((member) => member.id));
  const { form, submit, showError } = useRoadieForm({
    schema: AddChatMembersSchema,
    defaultValues: { userIds: [], groupIds: [] },
    onSubmit: (values: AddChatMembers): void => add.mutate(values),
  });
  const add = useMutation({
    mutationFn: (values: AddChatMembers) => addChatMembers(room.id, values),
    // The list below reads the mirror: the toast waits until the new members are on it.
    meta: { changesMirror: 'await-pull' },
    onSuccess: () => {
      toast.success(`Added to ${room.name}`);
      form.reset();
    },
    onError: (error) => showError(error),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={`Add to ${room.name}`}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Add people or groups</h2>
      <FormAlert message={errors.root?.server?.message} />
      <Controller
        control={form.control}
        name="userIds"
        render={({ field }) => (
          <PeoplePicker
            choices={(choices?.people ?? []).filter((person) => !inRoom.has(person.userId))}
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
          <GroupsPicker
            choices={(choices?.groups ?? []).filter((group) => !inRoom.has(group.groupId))}
            value={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <div className="flex sm:justify-end">
        <Button type="submit" isPending={add.isPending} disabled={!online} className="w-full sm:w-auto">
          Add to conversation
        </Button>
      </div>
    </form>
  );
}
