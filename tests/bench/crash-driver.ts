/**
 * One device of the crash bench (tests/bench/crash.ts): it writes notes through its sync outbox and
 * over REST with an Idempotency-Key, keeps what got no answer and sends it again as it was. A REST
 * write that fails the first time is sometimes abandoned, as a person gives up; one retried is then
 * retried until answered. Every write and answer goes into the ledger.
 */
import type { SimDevice } from './sim-device';
import type { Ledger } from './write-ledger';

type RestWrite = { key: string; dayId: string; text: string; failed?: boolean };
const sleep = (ms: number) => new Promise((next) => setTimeout(next, ms));
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

export function crashDriver(device: SimDevice, ledger: Ledger, tag: string) {
  const pending: RestWrite[] = [];
  let count = 0;
  const nextText = () => `crash-${tag}-${device.deviceId.slice(0, 8)}-${++count}`;

  async function pushOnce(): Promise<boolean> {
    const { answer, answered } = await device.push();
    for (const { text, result } of answered) ledger.answered(text, result.status);
    return answer.status === 200;
  }

  async function restOnce(write: RestWrite, mayAbandon: boolean): Promise<boolean> {
    const answer = await device.restNote(write.dayId, write.text, write.key);
    if (answer.status === 201) {
      ledger.acknowledged(write.text);
      pending.splice(pending.indexOf(write), 1);
      return true;
    }
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 409) {
      ledger.answered(write.text, `rejected ${answer.status}`);
      pending.splice(pending.indexOf(write), 1);
      return true;
    }
    // No answer, a 5xx or "still running": retry later — or, at the first failure, give up as a
    // person might (a retried write is then retried until it is answered).
    if (mayAbandon && !write.failed && answer.status === 0 && Math.random() < 0.3) {
      pending.splice(pending.indexOf(write), 1);
      ledger.abandoned(write.text);
    }
    write.failed = true;
    return false;
  }

  async function step(): Promise<boolean> {
    const retry = pending[0];
    if (retry) return restOnce(retry, true);
    const dayId = pick(device.user.tour.dayIds);
    if (Math.random() < 0.5) {
      const n = 1 + Math.floor(Math.random() * 3);
      for (let i = 0; i < n; i += 1) {
        const text = nextText();
        device.queueNote(dayId, text);
        ledger.sent(text, 'sync');
      }
      return pushOnce();
    }
    const write = { key: crypto.randomUUID(), dayId, text: nextText() };
    ledger.sent(write.text, 'rest');
    pending.push(write);
    return restOnce(write, true);
  }

  return {
    async load(until: () => boolean) {
      while (!until()) await sleep((await step()) ? 10 + Math.random() * 20 : 100 + Math.random() * 100);
    },
    /** Sends everything still unanswered until answered or the deadline: nothing new, nothing abandoned. */
    async drain(deadline: number) {
      while ((device.outbox.length || pending.length) && performance.now() < deadline) {
        let ok = true;
        if (device.outbox.length) ok = await pushOnce();
        const retry = pending[0];
        if (retry) ok = (await restOnce(retry, false)) && ok;
        if (!ok) await sleep(200);
      }
      return { unsentSync: device.outbox.map((item) => item.text), blockedRest: pending.map((w) => w.text) };
    },
  };
}
