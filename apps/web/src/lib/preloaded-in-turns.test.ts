import { afterEach, describe, expect, it } from 'vitest';
import { PRELOAD_TURNS, runPreloadedInTurns, TURN_ATTRIBUTE } from './preloaded-in-turns';
import { taskOfItsOwn } from './task-of-its-own';

/** Links as the signed-in preload writes them: `[file, group]`, '' for a file no group runs. */
function preload(files: [string, string][]) {
  for (const [file, group] of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/assets/${file}`;
    if (group) link.setAttribute(TURN_ATTRIBUTE, group);
    document.head.append(link);
  }
}

/** Runs that note each file and the task it ran in, counted by a task of their own each time. */
function recordingRuns() {
  const runs: { file: string; task: number }[] = [];
  let task = 0;
  let counting = true;
  void (async () => {
    while (counting) {
      await taskOfItsOwn();
      task += 1;
    }
  })();
  return {
    runs,
    run: async (href: string) => {
      runs.push({ file: href.split('/').pop() ?? href, task });
    },
    stop: () => {
      counting = false;
    },
  };
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('preloaded files run in turns', () => {
  it("runs the group's files in the listed order, each in a task of its own", async () => {
    preload([
      ['query-cache.js', PRELOAD_TURNS.routes],
      ['signed-in-and-out.js', PRELOAD_TURNS.shell],
      ['signed-in-shell.js', PRELOAD_TURNS.shell],
      ['app-routes.js', PRELOAD_TURNS.routes],
      ['start-attempt.js', ''],
    ]);
    const recorder = recordingRuns();
    await runPreloadedInTurns(PRELOAD_TURNS.shell, recorder.run);
    recorder.stop();
    expect(recorder.runs.map(({ file }) => file)).toEqual([
      'signed-in-and-out.js',
      'signed-in-shell.js',
    ]);
    const [first, second] = recorder.runs;
    expect(second?.task).toBeGreaterThan(first?.task ?? Number.POSITIVE_INFINITY);
  });

  it('runs nothing when the page holds no preloaded files (a visit begun signed out)', async () => {
    const recorder = recordingRuns();
    await runPreloadedInTurns(PRELOAD_TURNS.routes, recorder.run);
    recorder.stop();
    expect(recorder.runs).toEqual([]);
  });

  it('stops at a file that fails, leaving it to the import that needs it', async () => {
    preload([
      ['query-cache.js', PRELOAD_TURNS.routes],
      ['app-routes.js', PRELOAD_TURNS.routes],
    ]);
    const tried: string[] = [];
    await expect(
      runPreloadedInTurns(PRELOAD_TURNS.routes, async (href) => {
        tried.push(href.split('/').pop() ?? href);
        throw new Error('offline');
      }),
    ).resolves.toBeUndefined();
    expect(tried).toEqual(['query-cache.js']);
  });
});
