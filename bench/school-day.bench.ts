/**
 * The reads of a school day over real HTTP at 32 connections, each beside its goal (1,000 calls a
 * second, p99 50 ms), with health as the stack's yardstick in the same run. The API listens in
 * this process on the demo district after a classroom day (every kit assigned, 6A's students have
 * taken a quiz); student calls rotate over 6A's students. On PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL is set:
 *   npx tsx bench/school-day.bench.ts            (BENCH_ONLY=gradebook runs the scenarios named so)
 */
import {
  activities,
  assignments,
  type CallDefinition,
  core,
  gradebook,
  kits,
  notifications,
  type RequestParts,
  reports,
  rewards,
} from '@kitlab/contract';
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import { chosenScenarios } from './lib/bench-only.js';
import { goalOn, onEachTarget } from './lib/demo-app.js';
import { withClassroomDay } from './lib/demo-day-app.js';
import {
  formatLoadRow,
  LOAD_HEADER,
  listenLocally,
  loadOverHttp,
  loadRequestOf,
} from './lib/http-load.js';

const READ_GOAL = '>= 1000/s, p99 <= 50 ms';

type Who = 'teacher' | 'students' | 'nobody';
type Scenario = [name: string, who: Who, call: CallDefinition, parts?: RequestParts];

async function run(label: string, target: DatabaseTarget) {
  await withClassroomDay(target, async (day, demo) => {
    const base = await listenLocally(demo.app);
    const classQuery = { query: { class_id: day.classId } };
    const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const month = { month: dueDate.slice(5, 7), year: dueDate.slice(0, 4) };
    // A quest the teacher gave 6A, from her open work.
    const openWork = await day.teacher.call(reports.getLiveDashboard, { body: classQuery.query });
    const quest = openWork.entries.find((entry) => entry.activity_type === 'quest');
    if (!quest) throw new Error('The demo teacher gave 6A no quest');
    const activityOf6A = (activityId: number) => ({
      query: { class_id: day.classId, activity_id: activityId },
    });
    const scenarios: Scenario[] = [
      ['health (yardstick)', 'nobody', core.getHealth],
      ['teacher library', 'teacher', kits.listTeacherLibrary, { body: {} }],
      ['student library', 'students', kits.listStudentLibrary, { body: {} }],
      ['kit content', 'teacher', kits.getTeacherKitTopic, { query: { kit_token: day.kitToken } }],
      ['teacher dashboard: recent work', 'teacher', assignments.listRecentByGroup, { body: {} }],
      ['teacher dashboard: to mark', 'teacher', activities.getToMarkCounts],
      [
        'student dashboard: assignments',
        'students',
        assignments.listStudentClassAssignments,
        { body: {} },
      ],
      ['calendar: due counts of a month', 'teacher', assignments.getDueCounts, { body: month }],
      [
        'quiz submissions of 6A',
        'teacher',
        activities.listActivitySubmissions,
        { body: { class_id: day.classId, activity_id: day.quizId } },
      ],
      ['gradebook of 6A', 'teacher', gradebook.getClassGradebook, classQuery],
      ['class summary of 6A', 'teacher', assignments.getClassCompletion, classQuery],
      [
        'progress codes of the quiz',
        'students',
        activities.getActivityProgress,
        { body: { activity_id: day.quizId } },
      ],
      ['live reports: open work', 'teacher', reports.getLiveDashboard, { body: {} }],
      [
        'live reports: quiz details of 6A',
        'teacher',
        reports.getQuizDetails,
        activityOf6A(day.quizId),
      ],
      [
        'live reports: quest details of 6A',
        'teacher',
        reports.getQuestDetails,
        activityOf6A(quest.activity_id),
      ],
      ['notifications (teacher)', 'teacher', notifications.listNotifications],
      ['unread notifications', 'students', notifications.getUnreadCounts],
      ['rewards: member XP', 'students', rewards.getMember],
      ['rewards: my streak', 'students', rewards.getMyStreak],
      ['rewards: week leaderboard', 'students', rewards.getStreakLeaderboard, { body: {} }],
    ];
    console.log(`\n${label}: a school day's reads over HTTP, 32 connections`);
    console.log(LOAD_HEADER);
    // The first, health, is the yardstick: it runs whatever BENCH_ONLY chooses.
    for (const [name, who, call, parts] of chosenScenarios(scenarios, 1)) {
      const tokens =
        who === 'teacher' ? [day.tokens.teacher] : who === 'students' ? day.tokens.students : [];
      const requests =
        tokens.length === 0
          ? [loadRequestOf(call, parts)]
          : tokens.map((token) => loadRequestOf(call, parts, token));
      const figures = await loadOverHttp(base, requests);
      console.log(
        formatLoadRow(name, figures, goalOn(target, who === 'nobody' ? undefined : READ_GOAL)),
      );
    }
    console.log(`resident memory: ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
  });
}

await onEachTarget(run);
