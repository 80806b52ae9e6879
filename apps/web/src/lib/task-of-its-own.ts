/** Those waiting for a task of their own, first first: one message of the channel each. */
const waiting: (() => void)[] = [];
let channel: MessageChannel | undefined;

/**
 * Resolves in a task of its own, once the asking task has ended, so that the work after it does
 * not lengthen the task that asked; those asking in turn resolve in turn. A message rather
 * than a timer: no clamping, and a page's held clock (the journeys') does not hold it. The channel
 * closes when no one is waiting, so it never keeps a process alive.
 */
export function taskOfItsOwn(): Promise<void> {
  return new Promise((resolve) => {
    if (!channel) {
      const opened = new MessageChannel();
      opened.port1.onmessage = () => {
        waiting.shift()?.();
        if (waiting.length > 0) return;
        opened.port1.close();
        channel = undefined;
      };
      channel = opened;
    }
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}
