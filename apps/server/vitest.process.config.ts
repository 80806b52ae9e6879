import { defineConfig } from 'vitest/config';

/** Tests of the built server as a process: signals, crashes, restarts, backups. */
export default defineConfig({
  test: {
    include: ['process-tests/**/*.test.ts'],
    pool: 'forks',
    // Each file starts its own servers on its own data and free ports, and spends most of its
    // time waiting on them (starts, restarts, polls): two at a time took 188 s for both runs
    // against 298 s one after another.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
