/**
 * What a contract test counted (`2400 cells`, `10000 requests, seed 42`), kept on the test as
 * `task.meta.summary`: Vitest's JSON report carries it, and `npm test` prints it in its summary.
 */
declare module '@vitest/runner' {
  interface TaskMeta {
    summary?: string;
  }
}

export {};
