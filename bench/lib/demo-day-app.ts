import type { DatabaseTarget } from '../../apps/server/src/db/client.js';
import { type ClassroomDay, playClassroomDay } from './classroom-day.js';
import { BENCH_PASSWORD, startDemoApp } from './demo-app.js';
import { formatRow, HEADER, measure } from './measure.js';

export type DemoApp = Awaited<ReturnType<typeof startDemoApp>>;

/**
 * The API in process (with `env` on top of the bench's) on a fresh demo district after a
 * classroom day (due in a week), handed to `use` with the app, then closed and its files removed.
 */
export async function withClassroomDay(
  target: DatabaseTarget,
  use: (day: ClassroomDay, demo: DemoApp) => Promise<void>,
  env: NodeJS.ProcessEnv = {},
): Promise<void> {
  const demo = await startDemoApp(target, env);
  try {
    const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await use(await playClassroomDay(demo.app, demo.database.db, BENCH_PASSWORD, dueDate), demo);
  } finally {
    await demo.close();
  }
}

/** Measures each scenario with `calls` calls, `inFlight` at a time, and prints a table. */
export async function printScenarios(
  title: string,
  scenarios: readonly (readonly [name: string, task: () => Promise<unknown>])[],
  calls: number,
  inFlight: number,
): Promise<void> {
  console.log(`\n${title}`);
  console.log(HEADER);
  for (const [name, task] of scenarios) {
    const result = await measure(calls, inFlight, async () => {
      await task();
    });
    console.log(formatRow(name, result));
  }
}
