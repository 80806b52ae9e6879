import { existsSync, readFileSync } from 'node:fs';

/**
 * Counts from a Vitest JSON report. A test file that failed without a failing test (an import
 * error, a crash) counts as one failed test, and so does a failed run without a usable report.
 */
export function countVitestReport(reportFile, exitCode) {
  const report = readJson(reportFile);
  if (!report) return crashed(exitCode, 'no test report');
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  failed += brokenFiles.length;
  const note = brokenFiles.length > 0 ? `${brokenFiles.length} test file(s) failed to run` : '';
  return withUnexplainedFailure({ passed, failed, note }, exitCode);
}

/**
 * Passed and failed tests of the report's files whose path matches each group's pattern: parts
 * of one run worth a line of their own in the summary. A test may add what it counted (such as
 * `2400 cells`) as `task.meta.summary`; those are listed as the part's `summary`.
 */
export function countVitestFiles(reportFile, groups) {
  const files = readJson(reportFile)?.testResults ?? [];
  return groups.map(({ label, pattern }) => {
    const tests = files
      .filter((file) => pattern.test(file.name))
      .flatMap((file) => file.assertionResults ?? []);
    const count = (status) => tests.filter((test) => test.status === status).length;
    const summary = tests
      .map((test) => test.meta?.summary)
      .filter((text) => typeof text === 'string' && text !== '')
      .join(', ');
    return { label, passed: count('passed'), failed: count('failed'), summary };
  });
}

/**
 * Counts from a Playwright JSON report. A test that failed and then passed on retry (flaky)
 * counts as passed, and the note names where it is; errors outside any test (global setup, web
 * server) count as one failed.
 */
export function countPlaywrightReport(reportFile, exitCode) {
  const report = readJson(reportFile);
  if (!report?.stats) return crashed(exitCode, 'no test report');
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  const notes = [];
  if (flaky > 0) {
    const where = journeysOf(report)
      .filter((journey) => journey.tests.some((test) => test.status === 'flaky'))
      .map((journey) => journey.place);
    notes.push(`${flaky} flaky${where.length > 0 ? ` (${where.join(', ')})` : ''}`);
  }
  let failed = unexpected;
  if ((report.errors ?? []).length > 0) {
    failed += 1;
    notes.push('errors outside tests');
  }
  return withUnexplainedFailure(
    { passed: expected + flaky, failed, note: notes.join(', ') },
    exitCode,
  );
}

/** Every journey of a Playwright JSON report: its place (file:line), titles and tests. */
function journeysOf(report) {
  const journeys = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      journeys.push({
        place: `${spec.file}:${spec.line}`,
        title: [...path, spec.title].join(' › '),
        tests: spec.tests ?? [],
      });
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const file of report?.suites ?? []) visit(file, []);
  return journeys;
}

/**
 * The journeys of a Playwright JSON report that took longest, as { title, seconds }: the whole
 * time of each, retries included, slowest first.
 */
export function slowestJourneys(reportFile, count) {
  return journeysOf(readJson(reportFile))
    .map(({ place, title, tests }) => ({
      title: `${place} › ${title}`,
      seconds: tests
        .flatMap((test) => test.results ?? [])
        .reduce((sum, result) => sum + (result.duration ?? 0) / 1000, 0),
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/** A command that counts as one test: it passed when it exited with 0. */
export function countExitCode(exitCode) {
  return exitCode === 0 ? { passed: 1, failed: 0, note: '' } : { passed: 0, failed: 1, note: '' };
}

function withUnexplainedFailure(counts, exitCode) {
  if (exitCode === 0 || counts.failed > 0) return counts;
  const note = [counts.note, `exit code ${exitCode}`].filter(Boolean).join(', ');
  return { ...counts, failed: 1, note };
}

function crashed(exitCode, note) {
  return { passed: 0, failed: 1, note: `${note}, exit code ${exitCode}` };
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
