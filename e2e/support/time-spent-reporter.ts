import { writeFileSync } from 'node:fs';
import type {
  FullResult,
  Reporter,
  TestCase,
  TestResult,
  TestStep,
} from '@playwright/test/reporter';

/**
 * Where the journeys' time goes: every top-level step of every journey is added to a kind of
 * work (signing in, axe, setting up through the API, page loads, waiting for what the user
 * sees...), and the kinds are printed with their share of all journey time, beside the slowest
 * journeys. Helpers mark their work with `test.step('<kind>: ...')`; Playwright's own calls are
 * kinded by what they do. Nested steps are inside their parent's time and are not added again.
 */
export default class TimeSpentReporter implements Reporter {
  private readonly spent = new Map<string, { ms: number; count: number }>();
  private readonly journeys: { title: string; seconds: number; status: string }[] = [];
  private total = 0;

  constructor(private readonly options: { outputFile?: string } = {}) {}

  onStepEnd(_test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.parent) return;
    for (const [kind, ms] of kindsOf(step)) this.add(kind, ms);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.total += result.duration;
    const inSteps = result.steps.reduce((sum, step) => sum + step.duration, 0);
    this.add('test code between steps', Math.max(0, result.duration - inSteps));
    this.journeys.push({
      title: `${test.location.file.split('/').pop()}:${test.location.line} › ${test.title}`,
      seconds: result.duration / 1000,
      status: result.status,
    });
  }

  onEnd(result: FullResult): void {
    const kinds = [...this.spent]
      .map(([kind, { ms, count }]) => ({
        kind,
        count,
        seconds: ms / 1000,
        share: this.total ? ms / this.total : 0,
      }))
      .sort((a, b) => b.seconds - a.seconds);
    const slowest = [...this.journeys].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
    const report = { status: result.status, journeySeconds: this.total / 1000, kinds, slowest };
    if (this.options.outputFile) {
      writeFileSync(this.options.outputFile, `${JSON.stringify(report, null, 2)}\n`);
    }
    if (this.total === 0) return;
    console.log(`\nWhere the journeys' time went (${report.journeySeconds.toFixed(0)} s in all):`);
    console.log('   share  seconds  times  kind');
    const shown = kinds.filter(({ share }) => share >= SHOWN_SHARE);
    const rest = kinds.filter(({ share }) => share < SHOWN_SHARE);
    for (const { kind, seconds, share, count } of shown)
      console.log(row(share, seconds, count, kind));
    if (rest.length > 0) {
      const summed = rest.reduce(
        (sum, kind) => ({
          share: sum.share + kind.share,
          seconds: sum.seconds + kind.seconds,
          count: sum.count + kind.count,
        }),
        { share: 0, seconds: 0, count: 0 },
      );
      const label = `${rest.length} other kinds, each under 1% (all in the JSON report)`;
      console.log(row(summed.share, summed.seconds, summed.count, label));
    }
  }

  printsToStdio(): boolean {
    return true;
  }

  private add(kind: string, ms: number): void {
    const sum = this.spent.get(kind) ?? { ms: 0, count: 0 };
    this.spent.set(kind, { ms: sum.ms + ms, count: sum.count + 1 });
  }
}

const SHOWN_SHARE = 0.01;

function row(share: number, seconds: number, count: number, kind: string): string {
  const percent = `${(share * 100).toFixed(1)}%`.padStart(8);
  return `${percent} ${seconds.toFixed(1).padStart(8)} ${String(count).padStart(6)}  ${kind}`;
}

/** The kinds of work in a top-level step: a hook's fixtures each count apart. */
function kindsOf(step: TestStep): [string, number][] {
  if (step.category === 'hook' && step.steps.length > 0) {
    return step.steps.map((child) => [`${step.title} › ${kindOf(child)}`, child.duration]);
  }
  return [[kindOf(step), step.duration]];
}

/**
 * A step's kind without what varies between calls: `Fill "ada@..."` is a fill, a helper's
 * `test.step('sign in: teacher@...')` is signing in.
 */
function kindOf(step: TestStep): string {
  if (step.category === 'test.step') return step.title.split(':')[0] ?? step.title;
  if (step.category === 'expect') {
    return /^Expect "/.test(step.title) ? step.title : 'Expect (a poll with a message)';
  }
  return step.title.split(' "')[0] ?? step.title;
}
