import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/database-template.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each worker loads the app once for all its files instead of once per file: half the stage's
    // time went to loading it 104 times. Test files share no state but what their module keeps
    // deliberately per database handle (each file opens a database of its own, maybe one an
    // earlier file closed, emptied: src/test/lent-database.ts) and read-only tables.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
