/**
 * The administrators' report at district scale (issue 30): the built server as a process of its
 * own on PostgreSQL, on a generated district (bench/district), its report read at every filter
 * level (none, a school, a grade, a class, a subject, a teacher) at 1 and at 32 connections, with
 * p50, p95 and rate beside health of the same run, and the CPU per call of the API and of
 * PostgreSQL (read from /proc, the figures the machine's load moves least); then how long from
 * a student's answer and hand-in through the API to the report counting them (the background
 * refresh of the rollups running as in production), and the rollups' size on disk.
 *
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/admin-report.bench.ts
 *
 * It generates a district of BENCH_DISTRICT_STUDENTS students (10,000 by default, 100,000 for the
 * issue's scale) in a database of its own, dropped at the end; BENCH_DISTRICT_URL measures a
 * district generated before (`npm run bench:district`) instead. Serves the build: `npm run build
 * -w @kitlab/server` first (`npm run bench` does). PostgreSQL only: the goal is on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  accounts,
  activities,
  type Caller,
  core,
  createCaller,
  fetchTransport,
  reports,
} from '@kitlab/contract';
import { weekStartOf } from '@kitlab/domain';
import pg from 'pg';
import { startServer } from '../apps/server/process-tests/support/server-process.js';
import { startCpuCount, untilQuiet } from './district/cpu.js';
import {
  createDatabase,
  generateDistrict,
  ROLLUP_TABLES,
  sizesOnDisk,
} from './district/generate-district.js';
import { DISTRICT_ADMIN_EMAIL } from './district/people.js';
import { planDistrict } from './district/plan.js';
import { type TimedCalls, timeCalls } from './district/timed-calls.js';
import { BENCH_PASSWORD } from './lib/demo-app.js';
import { type LoadRequest, loadRequestOf } from './lib/http-load.js';
import { percentile } from './lib/measure.js';

const STUDENTS = Number(process.env.BENCH_DISTRICT_STUDENTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [1, 32] as const;
const GOAL_P95_MS = 200;
/** Students who answer and hand in, one after another, for the delay. */
const DELAY_ROUNDS = Number(process.env.BENCH_DELAY_ROUNDS ?? 3);
const POLL_MS = 100;
const DELAY_LIMIT_MS = 60_000;

type Filters = reports.AdminReportQuery;

interface Scope {
  schoolToken: string;
  gradeId: number;
  classId: number;
  subjectId: number;
  teacherToken: string;
}

/** The first school's first class with its first teaching: the filters of every level. */
async function scopeOf(client: pg.Client): Promise<Scope> {
  const { rows } = await client.query<Scope>(`
    select o.token as "schoolToken", c.grade_id as "gradeId", c.id as "classId",
      tc.subject_id as "subjectId", u.token as "teacherToken"
    from classes c
    join organisations o on o.id = c.organisation_id
    join teacher_classes tc on tc.class_id = c.id
    join users u on u.id = tc.teacher_id
    order by o.id, c.id, tc.subject_id limit 1`);
  if (!rows[0]) throw new Error('The district has no class with a teacher');
  return rows[0];
}

function levels(scope: Scope): [string, Filters][] {
  const school = { school_token: scope.schoolToken };
  const grade = { ...school, grade_id: scope.gradeId };
  const inClass = { ...grade, class_id: scope.classId };
  const subject = { ...inClass, subject_id: scope.subjectId };
  return [
    ['district (no filter)', {}],
    ['a grade, whole district', { grade_id: scope.gradeId }],
    ['a school', school],
    ['a grade of the school', grade],
    ['a class', inClass],
    ['a subject of the class', subject],
    ['a teacher of it', { ...subject, teacher_token: scope.teacherToken }],
  ];
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const HEADER = `${'report, filter'.padEnd(28)} ${'conns'.padStart(5)} ${'per s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'failed'.padStart(6)} ${'API CPU'.padStart(8)} ${'PG CPU'.padStart(7)}  ${'KB'.padStart(6)}`;

function row(
  name: string,
  connections: number,
  figures: TimedCalls,
  cpu?: { api: number; database: number },
  kb?: number,
) {
  const met = figures.calls > 0 && figures.failed === 0 && figures.p95 <= GOAL_P95_MS;
  const goal =
    name === 'health (yardstick)'
      ? ''
      : `   goal p95 <= ${GOAL_P95_MS} ms ${met ? 'met' : 'NOT met'}`;
  return `${name.padEnd(28)} ${String(connections).padStart(5)} ${figures.perSecond.toFixed(0).padStart(7)} ${ms(figures.p50)} ${ms(figures.p95)} ${String(figures.failed).padStart(6)} ${cpu ? cpu.api.toFixed(2).padStart(8) : ''.padStart(8)} ${cpu ? cpu.database.toFixed(2).padStart(7) : ''.padStart(7)}  ${kb === undefined ? '' : kb.toFixed(1).padStart(6)}${goal}`;
}

/** Measures a call at each connection count; at 1, with its CPU per call. */
async function measureCall(
  server: { base: string; pid: number },
  watcher: pg.Client,
  database: string,
  name: string,
  call: LoadRequest,
  kb?: number,
) {
  for (const connections of CONNECTIONS) {
    const count = await startCpuCount(server.pid, watcher, database);
    const figures = await timeCalls(server.base, call, { connections, seconds: SECONDS });
    const used = await count();
    const cpu =
      connections === 1
        ? { api: used.apiMs / figures.sent, database: used.databaseMs / figures.sent }
        : undefined;
    console.log(row(name, connections, figures, cpu, kb));
  }
}

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
  filters: Filters,
  classId: number,
) {
  const read = () => admin.call(reports.getAdminReport, { body: filters });
  const activeDelays: number[] = [];
  const handInDelays: number[] = [];
  for (let round = 0; round < DELAY_ROUNDS; round++) {
    const before = await read();
    const work = await studentWithWorkToDo(client, classId, before.today);
    if (!work) break;
    const api = createCaller(fetchTransport(`${base}/api`));
    const { token } = await api.call(accounts.login, {
      body: { email: work.email, password: BENCH_PASSWORD },
    });
    const student = api.withToken(token);
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

/** The district to measure: the one named, or one generated now (dropped by `drop`). */
async function districtDatabase() {
  if (process.env.BENCH_DISTRICT_URL) {
    return { url: process.env.BENCH_DISTRICT_URL, drop: async () => {} };
  }
  const server = process.env.BENCH_DATABASE_URL;
  if (!server)
    throw new Error('The district report is measured on PostgreSQL: set BENCH_DATABASE_URL');
  const plan = planDistrict(STUDENTS, 1, new Date());
  const name = `kitlab_district_bench_${process.pid}`;
  const url = await createDatabase(server, name);
  const district = await generateDistrict(url, plan, BENCH_PASSWORD);
  console.log(
    `district of ${plan.students.toLocaleString('en-GB')} students generated in ${(district.totalMs / 1000).toFixed(0)} s: ${district.rows.answers?.toLocaleString('en-GB')} answers`,
  );
  return {
    url,
    async drop() {
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const district = await districtDatabase();
  const database = new URL(district.url).pathname.slice(1);
  const dataDir = mkdtempSync(join(tmpdir(), 'kitlab-admin-report-'));
  const client = new pg.Client({ connectionString: district.url });
  await client.connect();
  const serverStartedAt = new Date();
  const server = await startServer({ dataDir, databaseUrl: district.url }, process.execPath, {
    SEED_DEMO: 'false',
  });
  try {
    const { rows } = await client.query<{ students: string; classes: string }>(
      `select (select count(*) from student_classes) as students, (select count(*) from classes) as classes`,
    );
    const api = createCaller(fetchTransport(`${server.url}/api`));
    const { token } = await api.call(accounts.login, {
      body: { email: DISTRICT_ADMIN_EMAIL, password: BENCH_PASSWORD },
    });
    const admin = api.withToken(token);
    const scope = await scopeOf(client);
    const target = { base: server.url, pid: server.child.pid ?? 0 };
    const waited = await untilQuiet(target.pid);
    console.log(
      `\nThe district report on PostgreSQL: ${Number(rows[0]?.students).toLocaleString('en-GB')} students, ${rows[0]?.classes} classes; the server quiet after ${(waited / 1000).toFixed(0)} s (its start-up jobs); ${SECONDS} s a measure after a second untimed; CPU ms per call at 1 connection`,
    );
    console.log(HEADER);
    await measureCall(
      target,
      client,
      database,
      'health (yardstick)',
      loadRequestOf(core.getHealth),
    );
    for (const [name, filters] of levels(scope)) {
      const answer = await fetch(`${server.url}/api${reports.getAdminReport.path}`, {
        method: 'POST',
        headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(filters),
      });
      const text = await answer.text();
      const bytes = Buffer.byteLength(text);
      if (!answer.ok) console.log(`${name}: answered ${answer.status} ${text.slice(0, 300)}`);
      const call = loadRequestOf(reports.getAdminReport, { body: filters }, token);
      await measureCall(target, client, database, name, call, bytes / 1024);
    }

    const classFilters = levels(scope)[4]?.[1] ?? {};
    const delays = await answerToReport(server.url, admin, client, classFilters, scope.classId);
    console.log(
      `\nanswer to report, the class's report read every ${POLL_MS} ms (rollups refreshed in the background every 10 s):`,
    );
    console.log(`  first answer saved -> counted active this week: ${spread(delays.activeDelays)}`);
    console.log(`  quiz handed in -> counted handed in: ${spread(delays.handInDelays)}`);
    const { rows: runs } = await client.query<{ runs: string; p50: number; max: number }>(
      `select count(*) as runs,
        percentile_cont(0.5) within group (order by extract(epoch from finished_at - started_at) * 1000) as p50,
        max(extract(epoch from finished_at - started_at) * 1000) as max
      from cache_refresh_logs where view_name = 'report_rollups' and succeeded and started_at >= $1`,
      [serverStartedAt],
    );
    console.log(
      `  rollup refresh runs while the server ran: ${runs[0]?.runs}, p50 ${Number(runs[0]?.p50 ?? 0).toFixed(0)} ms, max ${Number(runs[0]?.max ?? 0).toFixed(0)} ms`,
    );

    console.log('\nrollups on disk (table and indexes):');
    const sizes = await sizesOnDisk(client, [...ROLLUP_TABLES, 'answers']);
    for (const [table, bytes] of Object.entries(sizes)) {
      console.log(`  ${table.padEnd(24)} ${(bytes / 1024 / 1024).toFixed(1).padStart(8)} MB`);
    }
  } finally {
    const printed = server.output().trim();
    if (printed.includes('"level":50'))
      console.log(`\nthe server logged errors:\n${printed.slice(-3_000)}`);
    await server.stop('SIGTERM');
    await client.end();
    await district.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
