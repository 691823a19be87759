type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Gives the main thread back (the browser may paint and handle input) and resolves right after.
 * Not setTimeout: background tabs throttle it to a second or more.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
