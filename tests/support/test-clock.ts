/** A clock tests can move forward to expire links, tokens and rate-limit windows. */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(seconds: number) {
      current += seconds * 1000;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;
