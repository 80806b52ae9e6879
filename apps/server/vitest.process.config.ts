import { defineConfig } from 'vitest/config';

/** Tests of the built server as a process: signals, crashes, restarts, backups. */
export default defineConfig({
  test: {
    include: ['process-tests/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
