import type { ChildProcess } from 'node:child_process';

/** Sends a forked client a message and answers the `key` of the first reply that carries it. */
export function ask<T>(child: ChildProcess, message: object, key: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (answer: Record<string, unknown>) => {
      if (!(key in answer)) return;
      child.off('message', onMessage);
      resolve(answer[key] as T);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}
