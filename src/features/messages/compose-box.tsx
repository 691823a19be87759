import { type KeyboardEvent, useId } from 'react';
import { useWatch } from 'react-hook-form';
import * as v from 'valibot';
import { CHAT_MESSAGE_MAX, SendChatMessageSchema } from '#contract/chat';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';

const ComposeSchema = v.object({ text: SendChatMessageSchema.entries.text });
type ComposeValues = v.InferOutput<typeof ComposeSchema>;

/** The counter shows once a message gets this close to the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 500;

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line. Sending is an offline write — the
 * message shows at once as "Sending…" and goes out with the outbox, now or when back online — with
 * an id of its own, so however often it is sent the server stores it once.
 */
export function ComposeBox({ roomId }: { roomId: string }) {
  const hintId = useId();
  const { form, submit } = useRoadieForm({
    schema: ComposeSchema,
    defaultValues: { text: '' },
    onSubmit: async ({ text }: ComposeValues) => {
      await mutate('chatMessage.send', { roomId, message: { id: crypto.randomUUID(), text } });
      form.reset({ text: '' });
    },
  });
  const { errors, isSubmitting } = form.formState;
  const length = useWatch({ control: form.control, name: 'text' }).length;
  const error = errors.text?.message ?? errors.root?.server?.message;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    // Enter on an empty box does nothing; the Send button says why it cannot send.
    if (form.getValues('text').trim() !== '') void submit();
  };

  return (
    <form noValidate aria-label="New message" onSubmit={submit} className="flex flex-col gap-1 pt-3">
      <div className="flex items-end gap-2">
        <label className="flex-1">
          <span className="sr-only">Message</span>
          <textarea
            rows={2}
            aria-invalid={error ? true : undefined}
            aria-describedby={hintId}
            onKeyDown={onKeyDown}
            placeholder="Write a message"
            className="block max-h-48 min-h-11 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-amber-500 focus:outline-2 focus:outline-amber-500/40 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
            {...form.register('text')}
          />
        </label>
        <Button type="submit" isPending={isSubmitting}>
          Send
        </Button>
      </div>
      <div id={hintId} className="flex flex-wrap justify-between gap-2 text-xs">
        {error ? (
          <p role="alert" className="text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">Enter sends · Shift+Enter for a new line</p>
        )}
        {length >= COUNTER_FROM ? (
          <p
            className={
              length > CHAT_MESSAGE_MAX
                ? 'text-red-600 dark:text-red-400'
                : 'text-slate-600 dark:text-slate-400'
            }
          >
            {length} / {CHAT_MESSAGE_MAX}
          </p>
        ) : null}
      </div>
    </form>
  );
}
