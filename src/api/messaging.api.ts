import * as v from 'valibot';
import { CrewMessageSchema, type SendCrewMessage, SendCrewMessageResultSchema } from '#contract/messaging';
import { apiRequest } from './client';

/**
 * The provider is called while the request waits (a few at a time), so a large crew takes longer
 * than an ordinary write; the Idempotency-Key keeps a retry after a timeout from texting twice.
 */
const SEND_TIMEOUT_MS = 60_000;

/** Texts people on a tour (managers; online only). `idempotencyKey` is kept for a retry of the same send. */
export function sendCrewMessage(body: SendCrewMessage, idempotencyKey: string) {
  return apiRequest('/twilio/whats-app-message', SendCrewMessageResultSchema, {
    method: 'POST',
    body,
    idempotencyKey,
    timeoutMs: SEND_TIMEOUT_MS,
  });
}

/** The tour's texts, newest first, with their delivery status (managers). */
export function fetchCrewMessages(tourId: string) {
  return apiRequest('/twilio/messages', v.array(CrewMessageSchema), { query: { tourId } });
}
