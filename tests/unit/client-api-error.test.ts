import { describe, expect, it } from 'vitest';
import { errorFromResponse, errorMessage } from '../../src/api/api-error';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('errorFromResponse', () => {
  it('keeps the status, code, message and field messages of an API error body', async () => {
    const error = await errorFromResponse(
      jsonResponse(400, {
        error: {
          code: 'validation_failed',
          message: 'Check the form',
          fields: { email: 'Enter a valid e-mail address' },
        },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Check the form');
    expect(error.fields).toEqual({ email: 'Enter a valid e-mail address' });
  });

  it('keeps the message of a code this client does not know', async () => {
    const error = await errorFromResponse(
      jsonResponse(418, { error: { code: 'teapot', message: 'Short and stout' } }),
    );
    expect(error.code).toBe('unknown');
    expect(error.message).toBe('Short and stout');
  });

  it('falls back to the product’s message when the body is not an API error', async () => {
    const error = await errorFromResponse(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Unknown error');
    expect(error.fields).toEqual({});
  });
});

describe('errorMessage', () => {
  it('never shows internals of unexpected errors', () => {
    expect(errorMessage(new TypeError('x is undefined'))).toBe('Unknown error');
  });
});
