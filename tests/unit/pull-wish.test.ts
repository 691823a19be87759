import { describe, expect, it } from 'vitest';
import { createPullWish } from '../../src/offline/pull-wish';

const list = (version: number) => [{ tourId: 't1', version }];

describe('what the next pull needs', () => {
  it('uses the newest resync list instead of asking, when nothing else wants a pull', () => {
    const wish = createPullWish();
    expect(wish.wanted).toBe(false);
    wish.withList(list(3));
    wish.withList(list(4));
    expect(wish.wanted).toBe(true);
    expect(wish.take()).toEqual(list(4));
    expect(wish.wanted).toBe(false);
    expect(wish.take()).toBeUndefined();
  });

  it('asks the server when a pull is wanted for any other reason, before or after the list came', () => {
    const before = createPullWish();
    before.ask();
    before.withList(list(3));
    expect(before.take()).toBeUndefined();

    const after = createPullWish();
    after.withList(list(3));
    // A push's answer: the list is older than what the pull is now wanted for.
    after.ask();
    expect(after.wanted).toBe(true);
    expect(after.take()).toBeUndefined();
  });
});
