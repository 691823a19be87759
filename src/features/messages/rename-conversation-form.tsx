import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { toast } from 'sonner';
import type * as v from 'valibot';
import { UpdateChatRoomSchema } from '#contract/chat';
import { renameChatRoom } from '../../api/chat.api';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button, buttonClasses } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { TextField } from '../../ui/text-field';

type RenameValues = v.InferOutput<typeof UpdateChatRoomSchema>;
type RenameConversationFormProps = { roomId: string; name: string; onDone: () => unknown };

/** The room's new name (its admin, online); the mirror has it before `onDone` runs. */
export function RenameConversationForm({ roomId, name, onDone }: RenameConversationFormProps) {
  const isOnline = useIsOnline();
  const { form, submit, showError, lostConnection } = useRoadieForm({
    schema: UpdateChatRoomSchema,
    defaultValues: { name },
    onSubmit: (values: RenameValues): void => rename.mutate(values),
  });
  const rename = useMutation({
    mutationFn: (values: RenameValues) => renameChatRoom(roomId, values.name),
    meta: { changesMirror: 'await-pull' },
    onSuccess: async () => {
      toast.success('Conversation renamed');
      form.reset(form.getValues());
      await onDone();
    },
    onError: (error) => showError(error),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Rename conversation"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {!isOnline || lostConnection ? <OfflineNotice action="Renaming a conversation" /> : null}
      {lostConnection ? null : <FormAlert message={errors.root?.server?.message} />}
      <TextField label="Name" maxLength={100} error={errors.name?.message} {...form.register('name')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to="/dashboard/messages/$chatId"
          params={{ chatId: roomId }}
          className={buttonClasses('secondary')}
        >
          Cancel
        </Link>
        <Button type="submit" isPending={rename.isPending} disabled={!isOnline}>
          Save name
        </Button>
      </div>
    </form>
  );
}
