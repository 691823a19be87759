/**
 * A child process of the live bench (tests/bench/live.ts): opens `LIVE_PER_TOKEN` live streams for
 * each token of `LIVE_TOKENS` to `LIVE_URL`, prints `ready <n>` once every stream has received its
 * first event, and keeps them open until it is killed. In a process of its own so the server's
 * memory is measured without the clients'.
 */
import http from 'node:http';

const url = new URL('/api/live', process.env.LIVE_URL);
const tokens: unknown = JSON.parse(process.env.LIVE_TOKENS ?? '[]');
const perToken = Number(process.env.LIVE_PER_TOKEN ?? 1);
if (!Array.isArray(tokens)) throw new Error('LIVE_TOKENS must be a JSON array');

function open(token: string): Promise<void> {
  return new Promise((ready, fail) => {
    const request = http.get(
      url,
      { agent: false, headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) fail(new Error(`live stream answered ${response.statusCode}`));
        response.setEncoding('utf8');
        // Read and dropped: only the first event matters here.
        response.on('data', (text: string) => {
          if (text.includes('event: ')) ready();
        });
      },
    );
    request.on('error', fail);
  });
}

const streams: Promise<void>[] = [];
for (const token of tokens) for (let i = 0; i < perToken; i += 1) streams.push(open(String(token)));
await Promise.all(streams);
process.stdout.write(`ready ${streams.length}\n`);
// Held open until the parent kills this process.
setInterval(() => undefined, 60_000);
