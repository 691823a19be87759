import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Subscription } from '#contract/subscriptions';
import { errorMessage } from '../../api/api-error';
import {
  cancelSubscription,
  cancelSubscriptionAtPeriodEnd,
  resumeSubscription,
} from '../../api/subscriptions.api';
import { subscriptionQueries } from '../../api/subscriptions.queries';
import { formatDay } from '../../lib/format-dates';
import { useIsOnline } from '../../lib/use-is-online';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmButton } from '../../ui/confirm-button';
import { FormAlert } from '../../ui/form-alert';
import { PauseForm } from './pause-form';
import { dayOf, STATUS_LABELS } from './subscription-labels';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-32 shrink-0 text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

/** The caller's subscription: its state, "Active till", and what can be done with it now. */
export function SubscriptionCard({
  subscription,
  priceName,
}: {
  subscription: Subscription;
  priceName: string;
}) {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const reread = () => queryClient.invalidateQueries({ queryKey: subscriptionQueries.all });
  const resume = useMutation({ mutationFn: () => resumeSubscription(subscription.id), onSuccess: reread });
  const { status } = subscription;
  const running = status !== 'CANCELED';
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        {priceName} <Badge tone={status === 'ACTIVE' ? 'accent' : 'neutral'}>{STATUS_LABELS[status]}</Badge>
      </h2>
      <dl className="flex flex-col gap-1 text-sm">
        {subscription.currentPeriodEnd ? (
          <Row label="Active till">{formatDay(dayOf(subscription.currentPeriodEnd))}</Row>
        ) : null}
        {status === 'PAUSED' ? (
          <Row label="Paused until">
            {subscription.pauseUntil ? formatDay(dayOf(subscription.pauseUntil)) : 'You resume it'}
          </Row>
        ) : null}
        {subscription.cancelAtPeriodEnd && running ? <Row label="Renewal">Ends with this period</Row> : null}
        {subscription.canceledAt ? (
          <Row label="Cancelled on">{formatDay(dayOf(subscription.canceledAt))}</Row>
        ) : null}
      </dl>
      {status === 'ACTIVE' ? <PauseForm subscriptionId={subscription.id} disabled={!isOnline} /> : null}
      {running ? (
        <div className="flex flex-wrap gap-2">
          {status === 'PAUSED' ? (
            <Button isPending={resume.isPending} disabled={!isOnline} onClick={() => resume.mutate()}>
              Resume
            </Button>
          ) : null}
          {status === 'ACTIVE' && !subscription.cancelAtPeriodEnd ? (
            <ConfirmButton
              variant="secondary"
              disabled={!isOnline}
              title="Cancel at the end of the period?"
              confirmLabel="Cancel at period end"
              explanation="Your subscription stays active until the period you paid for ends, then it stops."
              action={() => cancelSubscriptionAtPeriodEnd(subscription.id)}
              success="Your subscription ends with this period"
              onDone={reread}
            >
              Cancel at period end
            </ConfirmButton>
          ) : null}
          <ConfirmButton
            variant="danger"
            disabled={!isOnline}
            title="Cancel your subscription now?"
            confirmLabel="Cancel now"
            explanation="It stops at once; what it unlocks (adding teams) stops with it."
            action={() => cancelSubscription(subscription.id)}
            success="Subscription cancelled"
            onDone={reread}
          >
            Cancel now
          </ConfirmButton>
        </div>
      ) : null}
      {resume.isError ? <FormAlert message={errorMessage(resume.error)} /> : null}
      {running && !isOnline ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          You're offline — changing your subscription needs a connection.
        </p>
      ) : null}
    </div>
  );
}
