import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '#contract/messages';
import { subscriptionQueries } from '../../api/subscriptions.queries';

export type CheckoutOutcome = 'success' | 'canceled' | 'failed';

/**
 * Back from checkout (`?checkout=` — Stripe's return URLs or the in-app test checkout): the
 * product's toast once, the subscription read again, and the outcome taken off the URL so a reload
 * does not toast again.
 */
export function useCheckoutOutcome(outcome: CheckoutOutcome | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const told = useRef(false);
  useEffect(() => {
    if (!outcome || told.current) return;
    told.current = true;
    if (outcome === 'success') toast.success(MESSAGES.subscriptionPurchased);
    else toast.error(MESSAGES.subscriptionPurchaseFailed);
    void queryClient.invalidateQueries({ queryKey: subscriptionQueries.all });
    void navigate({ to: '/dashboard/subscription', search: {}, replace: true });
  }, [outcome, navigate, queryClient]);
}
