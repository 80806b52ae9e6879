import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countPlaywrightReport, slowestJourneys } from './reports.mjs';

let folder;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'reports-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const spec = (title, line, ...durations) => ({
  title,
  file: 'quiz.spec.ts',
  line,
  tests: [{ results: durations.map((duration) => ({ duration })) }],
});

function writeReport(report) {
  const file = join(folder, 'results.json');
  writeFileSync(file, JSON.stringify(report));
  return file;
}

describe('slowestJourneys', () => {
  it('lists the slowest journeys first, with their describe titles and retries counted', () => {
    const file = writeReport({
      suites: [
        {
          title: 'quiz.spec.ts',
          specs: [spec('a quick one', 3, 1000), spec('one retried', 9, 20_000, 15_500)],
          suites: [{ title: 'on a phone', specs: [spec('a slow one', 20, 30_000)], suites: [] }],
        },
      ],
    });
    expect(slowestJourneys(file, 2)).toEqual([
      { title: 'quiz.spec.ts:9 › one retried', seconds: 35.5 },
      { title: 'quiz.spec.ts:20 › on a phone › a slow one', seconds: 30 },
    ]);
  });

  it('lists none when the run left no report', () => {
    expect(slowestJourneys(join(folder, 'missing.json'), 10)).toEqual([]);
  });
});

describe('countPlaywrightReport', () => {
  it('counts a journey that passed on retry as passed and an error outside journeys as failed', () => {
    const file = writeReport({
      stats: { expected: 3, unexpected: 1, flaky: 1 },
      errors: [{ message: 'web server did not start' }],
      suites: [
        {
          title: 'quiz.spec.ts',
          specs: [
            { ...spec('steady', 3, 1000), tests: [{ status: 'expected', results: [] }] },
            { ...spec('passed again', 9, 1000), tests: [{ status: 'flaky', results: [] }] },
          ],
        },
      ],
    });
    expect(countPlaywrightReport(file, 1)).toEqual({
      passed: 4,
      failed: 2,
      note: '1 flaky (quiz.spec.ts:9), errors outside tests',
    });
  });
});
