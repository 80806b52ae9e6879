/**
 * A teacher's marking over real HTTP at 32 connections, each write beside its goal (500 calls a
 * second), with health as the stack's yardstick in the same run, after the classroom day and
 * every 6A student handing in each quiz, quest and worksheet given to them. Each connection
 * writes to attempts of its own (dealt out in turn), as teachers marking a class would:
 * - marking a quest or worksheet: the same marks and comments again, an idempotent re-mark that
 *   still runs every check, the locked write, the live notice and the learning event;
 * - overriding a quiz mark: each question's override to 0 again, made once before the load;
 * - returning a quest or worksheet for redo and its student handing it in again, so that every
 *   return finds it handed in (figures per pair of calls);
 * - returning alone: the school's other students moved into 6A, and 64 more enrolled in it, hand
 *   in every quest and worksheet beforehand; each connection returns attempts of its own, each
 *   once, and the students hand them in again between rounds (untimed, as is a first round);
 * - reading an attempt with its history.
 * Re-marks and overrides are measured after seconds of the same write untimed; the returns with
 * their hand-ins, which cannot be cut off halfway, after the runs before them. On PGlite the API
 * listens in this process; on PostgreSQL (BENCH_DATABASE_URL) the built server runs as a process
 * of its own on the day's database, as a school's server runs, and each row also prints the CPU
 * its process took per call and the CPU the whole machine took, the database's and the load
 * tool's too (`npm run build -w @kitlab/server` first; `npm run bench` does):
 *   npx tsx bench/marking.bench.ts
 * (BENCH_ONLY=override runs the scenarios named so; BENCH_ANALYZE=1 analyzes the tables before
 * each scenario).
 */
import { activities, type Caller, core, kits } from '@kitlab/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, DatabaseTarget } from '../apps/server/src/db/client.js';
import { classes, studentClasses, users } from '../apps/server/src/db/schema/index.js';
import { chosenScenarios } from './lib/bench-only.js';
import { type BuiltServer, serveTheBuild } from './lib/built-server.js';
import {
  type ClassroomDay,
  callerOf,
  handInWritten,
  signInToken,
  takeQuiz,
} from './lib/classroom-day.js';
import { BENCH_PASSWORD, goalOn, onEachTarget } from './lib/demo-app.js';
import { type DemoApp, withClassroomDay } from './lib/demo-day-app.js';
import { enrolStudents } from './lib/enrol-students.js';
import {
  formatLoadRow,
  LOAD_HEADER,
  type LoadFigures,
  type LoadOptions,
  type LoadRequest,
  listenLocally,
  loadOverHttp,
  loadRequestOf,
} from './lib/http-load.js';
import { type CpuMeter, cpuMeter } from './lib/process-cpu.js';

const CONNECTIONS = 32;
const WRITE_GOAL = '>= 500/s';
/** Rounds of returns alone, each returning every attempt handed in once. */
const RETURN_ROUNDS = 3;
/**
 * New students enrolled in 6A for the returns alone, beside the school's others: a round of some
 * 1,760 returns, 55 per connection. A round ends with its slowest connection and counts the
 * load tool's start in its CPU, so a short round measures those rather than returns: with 64
 * students (19 returns a connection) the same code made a quarter fewer returns a second, at a
 * third more of the machine's CPU a return, than with 640.
 */
const RETURNING_STUDENTS = 256;

interface HandedIn {
  attemptId: number;
  studentToken: string;
}

/**
 * A student hands in every activity assigned to them but `taken` (a quiz they took): the quizzes'
 * attempts (none without `takeQuizzes`), and the quests' and worksheets', written in (see
 * `handInWritten`), so that a re-mark marks answers and a return copies them.
 */
async function handInEverything(
  student: Caller,
  studentToken: string,
  taken: number,
  takeQuizzes = true,
) {
  const library = await student.call(kits.listStudentLibrary, { body: { per_page: 50 } });
  const quizzes: number[] = [];
  const handedIn: HandedIn[] = [];
  for (const kit of library.results) {
    const content = await student.call(kits.getStudentKitTopic, {
      query: { kit_token: kit.kit_token },
    });
    for (const activity of content.activities) {
      if (activity.activity_id === taken) continue;
      if (activity.activity_type === 'quiz') {
        if (takeQuizzes) quizzes.push(await takeQuiz(student, activity.activity_id));
        continue;
      }
      const id = await handInWritten(student, activity.activity_id);
      handedIn.push({ attemptId: id, studentToken });
    }
  }
  return { quizzes, handedIn };
}

/**
 * Each connection's own sequence: the targets' requests dealt out in turn, so that no two
 * connections write to one attempt at once unless there are fewer targets than connections.
 */
const dealt = (targets: readonly LoadRequest[][]): LoadRequest[][] =>
  Array.from({ length: CONNECTIONS }, (_, i) =>
    targets.length >= CONNECTIONS
      ? targets.filter((_, j) => j % CONNECTIONS === i).flat()
      : (targets[i % targets.length] ?? []),
  );

/**
 * The other students of 6A's school, moved into 6A (the demo teacher teaches them nothing else),
 * signed in: their hand-ins are the returns alone's, apart from the other scenarios' attempts.
 */
async function moreStudentsOf(app: Parameters<typeof callerOf>[0], db: Database, classId: number) {
  const [sixA] = await db.select().from(classes).where(eq(classes.id, classId));
  if (!sixA) throw new Error('6A is gone');
  const others = db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.organisationId, sixA.organisationId), ne(classes.id, classId)));
  const moved = await db
    .update(studentClasses)
    .set({ classId })
    .where(inArray(studentClasses.classId, others))
    .returning({ studentId: studentClasses.studentId });
  const emails = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        moved.map((row) => row.studentId),
      ),
    );
  return Promise.all(emails.map(({ email }) => signInToken(app, email, BENCH_PASSWORD)));
}

/**
 * With BENCH_ANALYZE=1, the tables' statistics as a school's database has them: autovacuum
 * analyzes a table again once a tenth of it has changed. The scenarios grow tables many times
 * over within seconds (the history starts empty), faster than autovacuum comes by, so each starts
 * from statistics taken just before it; plans made for empty tables would otherwise scan them.
 */
const analyzedLikeASchool = (demo: DemoApp) => async (): Promise<void> => {
  if (process.env.BENCH_ANALYZE === '1') await analyzeTables(demo);
};

/** Statistics of every table taken now, as autovacuum takes them. */
const analyzeTables = async (demo: DemoApp) => {
  await demo.database.db.execute(sql`analyze`);
};

/**
 * Untimed seconds of a write before it is measured: a school's server has marked for far longer
 * than a run lasts, and the first seconds of a cold one make the plans of every pooled
 * connection's statements and the compiled code of the write's path (a run straight after
 * another of the same write answered half as many calls again, at half the CPU per call).
 */
const WRITE_WARM_UP_SECONDS = 5;

const loadDealt = (
  base: string,
  targets: readonly LoadRequest[][],
  options: Pick<LoadOptions, 'warmUpSeconds' | 'meter'>,
) => loadOverHttp(base, targets.flat(), { sequences: dealt(targets), ...options });

const perPair = (figures: LoadFigures): LoadFigures => ({
  ...figures,
  calls: figures.calls / 2,
  perSecond: figures.perSecond / 2,
});

/**
 * Returns alone, made ready only when they are measured: the other students moved into 6A and the
 * students enrolled in it hand in as many quests and worksheets as fill every connection's
 * sequence to one length; each round returns each once, and the students hand them in again
 * between rounds (untimed). The untimed first round writes the returns' first history (returned
 * work, earlier answers), and the tables are analyzed after it, as autovacuum does within a minute
 * of such growth on a school's server: the pooled connections' statements planned while those
 * tables were empty would otherwise scan them whole to the end of the run (the sheet's earlier
 * answers, read after every return).
 */
async function returnRounds(
  demo: DemoApp,
  day: ClassroomDay,
  base: string,
  analyzed: () => Promise<void>,
  meter: CpuMeter,
): Promise<LoadFigures> {
  const enrolled = await enrolStudents(
    demo.database.db,
    day.classId,
    RETURNING_STUDENTS,
    'Returning',
  );
  const tokens = [
    ...(await moreStudentsOf(demo.app, demo.database.db, day.classId)),
    ...(await Promise.all(enrolled.map((email) => signInToken(demo.app, email, BENCH_PASSWORD)))),
  ];
  const extra: HandedIn[] = [];
  for (const token of tokens) {
    const caller = callerOf(demo.app).withToken(token);
    extra.push(...(await handInEverything(caller, token, day.quizId, false)).handedIn);
  }
  const toReturn = extra.slice(0, extra.length - (extra.length % CONNECTIONS));
  const returns = toReturn.map(({ attemptId }) => [
    loadRequestOf(
      activities.returnResponse,
      { body: { answer_header_id: attemptId, note: 'Add one more example, please.' } },
      day.tokens.teacher,
    ),
  ]);
  await analyzed();
  const rounds: LoadFigures[] = [];
  // The first round is untimed: it warms the server's returns (see WRITE_WARM_UP_SECONDS).
  for (let round = 0; round <= RETURN_ROUNDS; round++) {
    if (round > 0) {
      for (const { attemptId, studentToken } of toReturn) {
        await callerOf(demo.app)
          .withToken(studentToken)
          .call(activities.completeAnswer, { params: { id: attemptId }, body: { answer: [] } });
      }
    }
    const measured = round > 0;
    const figures = await loadOverHttp(base, returns.flat(), {
      sequences: dealt(returns),
      once: true,
      ...(measured ? { meter } : {}),
    });
    if (measured) rounds.push(figures);
    else await analyzeTables(demo);
  }
  const calls = rounds.reduce((sum, r) => sum + r.calls, 0);
  return {
    calls,
    perSecond: calls / rounds.reduce((sum, r) => sum + r.calls / r.perSecond, 0),
    p50: Math.max(...rounds.map((r) => r.p50)),
    p99: Math.max(...rounds.map((r) => r.p99)),
    failed: rounds.reduce((sum, r) => sum + r.failed, 0),
  };
}

/** The requests of each scenario, every hand-in they start from made beforehand. */
async function scenarioRequests(day: ClassroomDay, demo: DemoApp) {
  const teacher = day.tokens.teacher;
  const list = await day.teacher.call(activities.listActivitySubmissions, {
    body: { class_id: day.classId, activity_id: day.quizId, per_page: 50 },
  });
  const quizAttempts = list.results.flatMap((r) =>
    r.answer_header_id ? [r.answer_header_id] : [],
  );
  const handedIn: HandedIn[] = [];
  for (const token of day.tokens.students) {
    const caller = callerOf(demo.app).withToken(token);
    const everything = await handInEverything(caller, token, day.quizId);
    quizAttempts.push(...everything.quizzes);
    handedIn.push(...everything.handedIn);
  }
  if (quizAttempts.length === 0) throw new Error('Nobody in 6A handed a quiz in');
  if (handedIn.length < CONNECTIONS) {
    throw new Error(`${handedIn.length} hand-ins: a return needs one for each connection`);
  }
  const sheetOf = (attemptId: number) =>
    day.teacher.call(activities.getStudentResponses, { query: { answer_header_id: attemptId } });
  const marks = await Promise.all(
    handedIn.map(async ({ attemptId }) => {
      const sheet = await sheetOf(attemptId);
      const items = [...sheet.questions, ...sheet.steps];
      const mark = loadRequestOf(
        activities.markResponses,
        {
          body: {
            answer_header_id: attemptId,
            marks: items.map((item) => ({
              activity_detail_id: item.id,
              marks_obtained: 0,
              comment: 'Look again at the second part.',
            })),
            comment: 'A good start.',
          },
        },
        teacher,
      );
      return [mark];
    }),
  );
  // Each override is made once here, so that the load re-makes overrides the API accepted.
  const overrides = await Promise.all(
    quizAttempts.map(async (attemptId) => {
      const accepted: LoadRequest[] = [];
      for (const question of (await sheetOf(attemptId)).questions) {
        const body = {
          answer_header_id: attemptId,
          activity_detail_id: question.id,
          marks_obtained: 0,
          reason: 'Checked again in class.',
        };
        const made = await day.teacher.call(activities.overrideMark, { body }).then(
          () => true,
          () => false,
        );
        if (made) accepted.push(loadRequestOf(activities.overrideMark, { body }, teacher));
      }
      return accepted;
    }),
  );
  const returnAndHandIn = handedIn.map(({ attemptId, studentToken }) => [
    loadRequestOf(
      activities.returnResponse,
      { body: { answer_header_id: attemptId, note: 'Add one more example, please.' } },
      teacher,
    ),
    loadRequestOf(
      activities.completeAnswer,
      { params: { id: attemptId }, body: { answer: [] } },
      studentToken,
    ),
  ]);
  const histories = handedIn.map(({ attemptId }) =>
    loadRequestOf(
      activities.getStudentResponses,
      { query: { answer_header_id: attemptId } },
      teacher,
    ),
  );

  return { quizAttempts, handedIn, marks, overrides, returnAndHandIn, histories };
}

const CPU_COLUMN = 'server CPU ms/call';
const MACHINE_COLUMN = 'machine CPU ms/call';

/** A scenario's load, its CPU counted by `meter` over the measured runs alone. */
type Measure = (meter: CpuMeter) => Promise<LoadFigures>;

/**
 * A row's figures, and with a server of its own the CPU its process took per call and the CPU the
 * whole machine took (the database and the load tool too), over the measured runs.
 */
async function measuredRow(
  served: BuiltServer | undefined,
  name: string,
  measure: Measure,
  goal?: string,
): Promise<string> {
  const meter = cpuMeter(served?.pid ?? 0);
  const figures = await measure(meter);
  const perCall = (ms: number, column: string) =>
    ` ${(ms / figures.calls).toFixed(3).padStart(column.length)}`;
  const cpu = served
    ? perCall(meter.processMs, CPU_COLUMN) + perCall(meter.machineMs, MACHINE_COLUMN)
    : '';
  const row = `${formatLoadRow(name, figures)}${cpu}`;
  return goal ? `${row}   goal ${goal}` : row;
}

async function measureMarking(
  label: string,
  target: DatabaseTarget,
  day: ClassroomDay,
  demo: DemoApp,
  served: BuiltServer | undefined,
) {
  const { quizAttempts, handedIn, marks, overrides, returnAndHandIn, histories } =
    await scenarioRequests(day, demo);
  const base = served?.url ?? (await listenLocally(demo.app));
  console.log(
    `\n${label}: marking over HTTP, ${CONNECTIONS} connections, the API ${served ? 'built, in a process of its own' : 'in this process'}; ${quizAttempts.length} quiz attempts (${overrides.flat().length} overrides accepted), ${handedIn.length} quests and worksheets handed in`,
  );
  console.log(served ? `${LOAD_HEADER} ${CPU_COLUMN} ${MACHINE_COLUMN}` : LOAD_HEADER);
  const analyzed = analyzedLikeASchool(demo);
  await analyzed();
  console.log(
    await measuredRow(served, 'health (yardstick)', (meter) =>
      loadOverHttp(base, [loadRequestOf(core.getHealth)], { meter }),
    ),
  );
  const scenarios: [string, Measure, string?][] = [
    [
      'mark a quest or worksheet (re-mark)',
      (meter) => loadDealt(base, marks, { warmUpSeconds: WRITE_WARM_UP_SECONDS, meter }),
      WRITE_GOAL,
    ],
    [
      'override a quiz mark',
      (meter) => loadDealt(base, overrides, { warmUpSeconds: WRITE_WARM_UP_SECONDS, meter }),
      WRITE_GOAL,
    ],
    [
      // No goal of its own: half of each pair is the student's hand-in, and the return's goal is
      // the returns alone's.
      'return + hand in again (per pair)',
      async (meter) => perPair(await loadDealt(base, returnAndHandIn, { meter })),
    ],
    [
      `return alone (${RETURN_ROUNDS} rounds, each once)`,
      (meter) => returnRounds(demo, day, base, analyzed, meter),
      WRITE_GOAL,
    ],
    ['one attempt with its history', (meter) => loadOverHttp(base, histories, { meter })],
  ];
  for (const [name, measure, goal] of chosenScenarios(scenarios)) {
    await analyzed();
    console.log(await measuredRow(served, name, measure, goalOn(target, goal)));
  }
}

async function run(label: string, target: DatabaseTarget) {
  await withClassroomDay(target, async (day, demo) => {
    // The day was set up in this process; the server's process starts on its database now.
    const served = demo.databaseUrl ? await serveTheBuild(demo.databaseUrl) : undefined;
    try {
      await measureMarking(label, target, day, demo, served);
    } finally {
      await served?.stop();
    }
  });
}

await onEachTarget(run);
