import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  type CrewMessageDelivery,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  MESSAGE_TEXT_MAX,
  type SendCrewMessage,
} from '#contract/messaging';
import { isApiError } from '../../api/api-error';
import { sendCrewMessage } from '../../api/messaging.api';
import { messagingQueries } from '../../api/messaging.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { useRoadieForm } from '../../lib/use-roadie-form';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { FormAlert } from '../../ui/form-alert';
import { OfflineNotice } from '../../ui/offline-notice';
import { TextareaField } from '../../ui/textarea-field';
import { MessageCrewFormSchema, type MessageCrewFormValues } from './message-crew-schema';
import { sendSummary } from './message-crew-summary';

export type CrewRecipient = { userId: string; name: string; phoneNote: string | null };

/**
 * One Idempotency-Key per distinct send: a retry of the same send after a lost answer reuses it
 * (the server answers the first result, nobody is texted twice); any other send gets a new one.
 */
function useSendKey() {
  const last = useRef<{ key: string; body: string } | null>(null);
  return {
    keyFor(body: SendCrewMessage) {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { key: crypto.randomUUID(), body: text };
      return last.current.key;
    },
    forget() {
      last.current = null;
    },
  };
}

type MessageCrewFormProps = { tourId: string; recipients: readonly CrewRecipient[] };

/** People (all chosen to start with), SMS or WhatsApp, the text; failures stay listed after a send. */
export function MessageCrewForm({ tourId, recipients }: MessageCrewFormProps) {
  const isOnline = useIsOnline();
  const queryClient = useQueryClient();
  const sendKey = useSendKey();
  const [failures, setFailures] = useState<CrewMessageDelivery[]>([]);
  const everyone = recipients.map((recipient) => recipient.userId);
  const { form, submit, showError, lostConnection } = useRoadieForm({
    schema: MessageCrewFormSchema,
    defaultValues: { userIds: everyone, channel: 'sms', text: '' },
    onSubmit: (values: MessageCrewFormValues): void => send.mutate(values),
  });
  const { errors } = form.formState;

  const send = useMutation({
    mutationFn: (values: MessageCrewFormValues) => {
      const body = { tourId, ...values };
      return sendCrewMessage(body, sendKey.keyFor(body));
    },
    onSuccess: ({ deliveries }, values) => {
      sendKey.forget();
      const { title, tone } = sendSummary(deliveries);
      toast[tone](title);
      const failed = deliveries.filter((delivery) => delivery.status === 'failed');
      setFailures(failed);
      // After failures the same text stays, addressed to those it did not reach: Send retries them.
      form.reset(
        failed.length > 0
          ? { ...values, userIds: failed.map((delivery) => delivery.userId) }
          : { userIds: everyone, channel: values.channel, text: '' },
      );
      void queryClient.invalidateQueries({ queryKey: messagingQueries.all });
    },
    onError: (error, values) => {
      if (!isApiError(error) || error.code !== 'network_error') sendKey.forget();
      showError(error, values);
    },
  });

  const length = form.watch('text')?.length ?? 0;
  const userIdsError = errors.userIds?.message ?? errors.userIds?.root?.message;
  return (
    <form noValidate aria-label="Message crew" onSubmit={submit} className="flex flex-col gap-4">
      {!isOnline || lostConnection ? <OfflineNotice action="Messaging the crew" /> : null}
      {lostConnection ? null : <FormAlert message={errors.root?.server?.message} />}
      <fieldset className="flex flex-col gap-2" aria-invalid={userIdsError ? true : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Send to</legend>
        <div className="flex gap-2">
          <Button variant="ghost" onClick={() => form.setValue('userIds', everyone, { shouldDirty: true })}>
            Everyone
          </Button>
          <Button variant="ghost" onClick={() => form.setValue('userIds', [], { shouldDirty: true })}>
            No one
          </Button>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          {recipients.map((recipient) => (
            <CheckboxField
              key={recipient.userId}
              value={recipient.userId}
              label={
                <>
                  {recipient.name}
                  {recipient.phoneNote ? (
                    <span className="text-slate-500 dark:text-slate-400"> · {recipient.phoneNote}</span>
                  ) : null}
                </>
              }
              {...form.register('userIds')}
            />
          ))}
        </div>
        {userIdsError ? <p className="text-sm text-red-600 dark:text-red-400">{userIdsError}</p> : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">Send as</legend>
        <div className="flex flex-wrap gap-4">
          {MESSAGE_CHANNELS.map((channel) => (
            <label
              key={channel}
              className="flex min-h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
            >
              <input
                type="radio"
                value={channel}
                className="size-5 accent-amber-500"
                {...form.register('channel')}
              />
              {MESSAGE_CHANNEL_LABELS[channel]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <TextareaField label="Message" rows={4} error={errors.text?.message} {...form.register('text')} />
        <p
          className={`self-end text-xs ${length > MESSAGE_TEXT_MAX ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
        >
          {length} / {MESSAGE_TEXT_MAX}
        </p>
      </div>
      {failures.length > 0 ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
        >
          <p className="font-medium">Not delivered — Send tries these people again:</p>
          <ul aria-label="Not delivered" className="mt-1 list-disc pl-5">
            {failures.map((failure) => (
              <li key={failure.userId}>
                {failure.name}: {failure.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex sm:justify-end">
        <Button type="submit" isPending={send.isPending} disabled={!isOnline} className="w-full sm:w-auto">
          Send message
        </Button>
      </div>
    </form>
  );
}
