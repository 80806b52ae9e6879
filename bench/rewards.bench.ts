/**
 * The rewards, streak and school holiday calls at 32 calls in flight after the classroom day (6A's
 * students have handed in a quiz through the API, so they hold XP, badges and a streak day),
 * beside the account settings call as a yardstick; then what the streak observer adds to an
 * answer save: 6A's students saving answers to a draft quiz, repeat saves of a day (which skip
 * every streak statement) against first saves of a day (each call on a later day of its own,
 * through the test clock's shift). In process through inject(), on PGlite, and also on
 * PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/rewards.bench.ts
 */
import {
  accounts,
  activities as activityCalls,
  type Caller,
  organisations as contract,
  rewards,
  TEST_CLOCK_SHIFT_HEADER,
} from '@kitlab/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import {
  answerHeaders,
  classes,
  organisations,
  studentClasses,
  users,
} from '../apps/server/src/db/schema/index.js';
import { createFactories } from '../apps/server/src/test/factories.js';
import { type ClassroomDay, secondQuizOf, signedIn } from './lib/classroom-day.js';
import { BENCH_PASSWORD, onEachTarget } from './lib/demo-app.js';
import { type DemoApp, printScenarios, withClassroomDay } from './lib/demo-day-app.js';

const CONNECTIONS = 32;
const CALLS = 960;
/** Answer saves per scenario: 60 school days' first saves for each of 6A's 8 students. */
const SAVES = 480;
const DAY_MS = 86_400_000;

type App = Parameters<typeof signedIn>[0];

/** 6A's students signed in, the demo student's handed-in quiz attempt and user token, its school. */
async function classWorld(app: App, db: Database, day: ClassroomDay) {
  const rows = await db
    .select({
      email: users.email,
      token: users.token,
      organisationId: classes.organisationId,
      schoolToken: organisations.token,
    })
    .from(studentClasses)
    .innerJoin(users, eq(users.id, studentClasses.studentId))
    .innerJoin(classes, eq(classes.id, studentClasses.classId))
    .innerJoin(organisations, eq(organisations.id, classes.organisationId))
    .where(and(eq(classes.id, day.classId), eq(users.userType, 'S')))
    .orderBy(asc(users.email));
  const demo = rows.find((row) => row.email === 'student@demo.kitlab.test');
  if (!demo) throw new Error('The demo student is not in 6A');
  const [attempt] = await db
    .select({ id: answerHeaders.id })
    .from(answerHeaders)
    .innerJoin(users, eq(users.id, answerHeaders.studentId))
    .where(and(eq(users.email, demo.email), eq(answerHeaders.activityId, day.quizId)));
  if (!attempt) throw new Error('The demo student has not taken the quiz');
  const students = await Promise.all(rows.map((row) => signedIn(app, row.email, BENCH_PASSWORD)));
  return { students, demo, attemptId: attempt.id };
}

interface Draft {
  student: Caller;
  attemptId: number;
  answers: { activity_detail_id: number; answer: number[] }[];
}

/** Each student starts the quiz and holds a first-option answer for each of its questions. */
async function startDrafts(students: readonly Caller[], quizId: number): Promise<Draft[]> {
  return Promise.all(
    students.map(async (student) => {
      const attempt = await student.call(activityCalls.startAttempt, {
        body: { activity_id: quizId },
      });
      const sheet = await student.call(activityCalls.listAttemptQuestions, {
        query: { answer_header_id: attempt.answer_header_id, activity_id: quizId },
      });
      const answers = sheet.questions.flatMap((question) => {
        const first = 'answer_options' in question ? question.answer_options[0] : undefined;
        return question.detail_type === 'question' && first
          ? [{ activity_detail_id: question.id, answer: [first.id] }]
          : [];
      });
      return { student, attemptId: attempt.answer_header_id, answers };
    }),
  );
}

/**
 * The n-th save: student n mod 8, each save of a student on a question after the last. With
 * `onNewDays` each save of a student is a day after the one before, so every one is the first
 * of its school day.
 */
function saveAnswers(drafts: readonly Draft[], onNewDays: boolean) {
  let turn = 0;
  return () => {
    const n = turn++;
    const draft = drafts[n % drafts.length] as Draft;
    const round = Math.floor(n / drafts.length);
    const student = onNewDays
      ? draft.student.withHeaders({ [TEST_CLOCK_SHIFT_HEADER]: String((round + 1) * DAY_MS) })
      : draft.student;
    return student.call(activityCalls.saveAnswer, {
      params: { id: draft.attemptId },
      body: draft.answers[round % draft.answers.length] as Draft['answers'][number],
    });
  };
}

async function measureRewards(label: string, day: ClassroomDay, demo: DemoApp) {
  const { db } = demo.database;
  const world = await classWorld(demo.app, db, day);
  // 6A is under 13: the leaderboard is measured switched on, as a school may.
  await createFactories(db).featureOn(world.demo.organisationId, 'Leaderboard for under 13s');
  const admin = await signedIn(demo.app, 'district.admin@demo.kitlab.test', BENCH_PASSWORD);
  const { student, teacher, classId } = day;
  const school = { params: { school_token: world.demo.schoolToken } };

  await printScenarios(
    `${label}: rewards, streak and holiday calls, ${CONNECTIONS} in flight`,
    [
      ['member XP (student)', () => student.call(rewards.getMember)],
      [
        'quiz attempt rewards (student)',
        () =>
          student.call(rewards.getAnswerSessionRewards, {
            body: { answer_header_id: world.attemptId },
          }),
      ],
      ['achievements (student)', () => student.call(rewards.getMemberAchievements, { body: {} })],
      [
        'achievements (teacher, a student)',
        () =>
          teacher.call(rewards.getMemberAchievements, {
            body: { user_token: world.demo.token },
          }),
      ],
      [
        'badge detail (student)',
        () => student.call(rewards.getBadgeDetail, { body: { badge: 'first_quiz' } }),
      ],
      [
        'teacher counts (6A)',
        () => teacher.call(rewards.getTeacherCounts, { body: { class_id: classId } }),
      ],
      ['my streak (student)', () => student.call(rewards.getMyStreak)],
      ['leaderboard (student)', () => student.call(rewards.getStreakLeaderboard, { body: {} })],
      [
        'leaderboard (teacher, 6A)',
        () => teacher.call(rewards.getStreakLeaderboard, { body: { class_id: classId } }),
      ],
      ['school holidays (district admin)', () => admin.call(contract.listSchoolHolidays, school)],
      ['account settings (yardstick)', () => student.call(accounts.getAccountSettings)],
    ],
    CALLS,
    CONNECTIONS,
  );

  const drafts = await startDrafts(world.students, await secondQuizOf(db, day));
  await printScenarios(
    `${label}: answer saves to a draft quiz by 6A's ${drafts.length} students, ${CONNECTIONS} in flight`,
    [
      ['answer save, repeat of the day', saveAnswers(drafts, false)],
      ['answer save, first of the day', saveAnswers(drafts, true)],
    ],
    SAVES,
    CONNECTIONS,
  );
}

await onEachTarget((label, target) =>
  withClassroomDay(target, (day, demo) => measureRewards(label, day, demo), {
    // First saves run up to 60 days ahead: the sign-in tokens last the longest allowed, 90 days.
    TEST_CLOCK_SHIFT: 'true',
    TOKEN_TTL_HOURS: '2160',
  }),
);
