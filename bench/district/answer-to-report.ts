import { activities, type Caller, reports } from '@kitlab/contract';
import { weekStartOf } from '@kitlab/domain';
import type pg from 'pg';
import { percentile } from '../lib/measure.js';
import { signInOverHttp } from '../lib/sign-in-over-http.js';

/** Students who answer and hand in, one after another, for the delay. */
const DELAY_ROUNDS = Number(process.env.BENCH_DELAY_ROUNDS ?? 3);
const POLL_MS = 100;
const DELAY_LIMIT_MS = 60_000;

/** A student of the class with work due by today not yet opened, the one least active this week. */
async function studentWithWorkToDo(client: pg.Client, classId: number, today: string) {
  const { rows } = await client.query<{
    email: string;
    assignmentId: number;
    activityId: number;
  }>(
    `select u.email, a.id as "assignmentId", a.activity_id as "activityId"
    from assignments a
    join student_classes sc on sc.class_id = a.class_id
    join users u on u.id = sc.student_id
    where a.class_id = $1 and a.state = 'active' and a.due_date <= $2::date
      and not exists (select 1 from answer_headers h where h.student_id = u.id and h.activity_id = a.activity_id)
    order by exists (select 1 from learning_events e where e.student_id = u.id
        and e.occurred_at >= $3::date - 1),
      a.due_date desc, u.id
    limit 1`,
    [classId, today, weekStartOf(today)],
  );
  return rows[0] ?? null;
}

/**
 * Does `act`, then reads the report until `figure` has grown past what it was in `before`:
 * answers how long that took from the act's answer, or null past the limit.
 */
async function delayUntilCounted(
  read: () => Promise<reports.AdminReport>,
  before: reports.AdminReport,
  figure: (report: reports.AdminReport) => number,
  act: () => Promise<unknown>,
): Promise<number | null> {
  await act();
  const since = performance.now();
  const was = figure(before);
  while (performance.now() - since < DELAY_LIMIT_MS) {
    if (figure(await read()) > was) return performance.now() - since;
    await new Promise((wait) => setTimeout(wait, POLL_MS));
  }
  return null;
}

/**
 * Students of the class, one after another, open a quiz due by today, answer its questions and
 * hand it in through the API, while the class's report is read every POLL_MS: how long from
 * the first answer to the report's active students counting the student (when they were not
 * active this week yet), and from the hand-in to its hand-ins counting it.
 */
async function answerToReport(
  base: string,
  admin: Caller,
  client: pg.Client,
  filters: reports.AdminReportQuery,
  classId: number,
) {
  const read = () => admin.call(reports.getAdminReport, { body: filters });
  const activeDelays: number[] = [];
  const handInDelays: number[] = [];
  for (let round = 0; round < DELAY_ROUNDS; round++) {
    const before = await read();
    const work = await studentWithWorkToDo(client, classId, before.today);
    if (!work) break;
    const { caller: student } = await signInOverHttp(base, work.email);
    const attempt = await student.call(activities.startAttempt, {
      body: { activity_id: work.activityId, assignment_id: work.assignmentId },
    });
    const attemptId = attempt.answer_header_id;
    const sheet = await student.call(activities.listAttemptQuestions, {
      query: { answer_header_id: attemptId, activity_id: work.activityId },
    });
    const answers = sheet.questions.flatMap((question) => {
      const option = 'answer_options' in question ? question.answer_options[0] : undefined;
      return option ? [{ activity_detail_id: question.id, answer: [option.id] }] : [];
    });
    const [first, ...rest] = answers;
    if (!first) throw new Error('The quiz has no question with options');
    const active = await delayUntilCounted(
      read,
      before,
      (report) => report.totals.active_students.count,
      () => student.call(activities.saveAnswer, { params: { id: attemptId }, body: first }),
    );
    if (active !== null) activeDelays.push(active);
    const handedIn = await delayUntilCounted(
      read,
      before,
      (report) => report.totals.work.count,
      () =>
        student.call(activities.completeAnswer, {
          params: { id: attemptId },
          body: { answer: rest },
        }),
    );
    if (handedIn === null) {
      console.log(
        `the hand-in was not counted within ${DELAY_LIMIT_MS / 1000} s: no refresh running?`,
      );
      break;
    }
    handInDelays.push(handedIn);
  }
  return { activeDelays, handInDelays };
}

function spread(values: number[]) {
  if (values.length === 0) return 'none measured';
  const sorted = [...values].sort((a, b) => a - b);
  const s = (v: number) => `${(v / 1000).toFixed(1)} s`;
  return `${sorted.length} of ${DELAY_ROUNDS}: p50 ${s(percentile(sorted, 0.5))}, max ${s(sorted.at(-1) ?? 0)}`;
}

/** Measures and prints how long the class's report takes to count a student's work. */
export async function printAnswerToReport(
  base: string,
  admin: Caller,
  client: pg.Client,
  filters: reports.AdminReportQuery,
  classId: number,
): Promise<void> {
  const delays = await answerToReport(base, admin, client, filters, classId);
  console.log(
    `\nanswer to report, the class's report read every ${POLL_MS} ms (rollups refreshed in the background every 10 s):`,
  );
  console.log(`  first answer saved -> counted active this week: ${spread(delays.activeDelays)}`);
  console.log(`  quiz handed in -> counted handed in: ${spread(delays.handInDelays)}`);
}
