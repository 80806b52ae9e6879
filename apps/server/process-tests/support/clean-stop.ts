import { expect } from 'vitest';
import type { ServerProcess } from './server-process.js';

/** SIGTERM lets a background run under way finish before the process exits. */
export async function stopAll(servers: ServerProcess[]) {
  for (const server of servers) {
    expect((await server.stop('SIGTERM')).code, server.output()).toBe(0);
  }
}

/** Neither a failed statement's values nor a crash reached the process's output. */
export function expectCleanLog(server: ServerProcess) {
  const printed = server.output();
  expect(printed).not.toMatch(/params:|\$argon2|could not start|stopped on an unexpected error/);
  expect(printed).not.toMatch(/ failed"/);
}
