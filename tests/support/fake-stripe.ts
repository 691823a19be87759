/**
 * A local HTTP server standing in for api.stripe.com, for the Stripe provider under test (through
 * STRIPE_API_BASE): it records every request the official SDK sends (method, path, secret key,
 * form fields) and answers as Stripe would for the few endpoints we use, keeping subscriptions in
 * memory. `signed()` makes a webhook body and its Stripe-Signature header as Stripe signs them.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

export interface FakeSubscriptionInput {
  id: string;
  userId: string;
  priceId: string;
  periodEnd: number;
}

type Json = Record<string, unknown>;

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
};

/** A Stripe subscription object (API 2025+: the period on its items). */
export function stripeSubscription(input: FakeSubscriptionInput, changes: Json = {}): Json {
  return {
    id: input.id,
    object: 'subscription',
    customer: `cus_${input.userId.slice(0, 8)}`,
    status: 'active',
    metadata: { userId: input.userId },
    pause_collection: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    items: {
      object: 'list',
      data: [{ id: `si_${input.id}`, price: { id: input.priceId }, current_period_end: input.periodEnd }],
    },
    ...changes,
  };
}

export async function startFakeStripe(prices: Json[]) {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, { input: FakeSubscriptionInput; object: Json }>();

  function answer(method: string, path: string, form: Record<string, string>): [number, Json] {
    const price = prices.find((candidate) => path === `/v1/prices/${candidate.id}`);
    if (method === 'GET' && price) return [200, price];
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${requests.length}`;
      return [200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` }];
    }
    const match = path.match(/^\/v1\/subscriptions\/([\w-]+)$/);
    const stored = match?.[1] ? subscriptions.get(match[1]) : undefined;
    if (!stored) return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
    if (method === 'DELETE') {
      stored.object = { ...stored.object, status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) };
    } else if ('pause_collection' in form && form.pause_collection === '') {
      stored.object = { ...stored.object, pause_collection: null };
    } else if (form['pause_collection[behavior]']) {
      const resumes = form['pause_collection[resumes_at]'];
      stored.object = {
        ...stored.object,
        pause_collection: {
          behavior: form['pause_collection[behavior]'],
          resumes_at: resumes ? Number(resumes) : null,
        },
      };
    } else if (form.cancel_at_period_end === 'true') {
      stored.object = { ...stored.object, cancel_at_period_end: true };
    }
    return [200, stored.object];
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const method = request.method ?? '';
    requests.push({ method, path: url.pathname, authorization: request.headers.authorization, form });
    const [status, body] = answer(method, url.pathname, form);
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.setHeader('request-id', `req_${requests.length}`);
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** A subscription Stripe holds (as after a checkout), answering later updates. */
    addSubscription(input: FakeSubscriptionInput) {
      const object = stripeSubscription(input);
      subscriptions.set(input.id, { input, object });
      return object;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook as Stripe sends it: the JSON body and `t=…,v1=HMAC-SHA256(secret, "t.body")`. */
export function signed(secret: string, event: Json, timestampSeconds: number) {
  const body = JSON.stringify({ object: 'event', api_version: '2025-09-30', ...event });
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return { body, signature: `t=${timestampSeconds},v1=${v1}` };
}
