/**
 * The teachers' progress reports and detailed table over real HTTP at 32 connections, each beside
 * its goal (1,000 calls a second, p99 50 ms), with health as the stack's yardstick and the
 * gradebook as a class read's in the same run; the exports (the whole table as a file) are shown without a goal. First, in process and
 * one at a time, each call's statements (on PostgreSQL, counted at the driver, sign-in included)
 * and the API's CPU per call, the figures the machine's load does not move. The API listens in
 * this process on the demo district after a classroom day (every kit assigned, 6A's students have
 * taken a quiz). On PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/report-tables.bench.ts          (BENCH_ONLY=table runs the scenarios named so)
 */
import { type CallDefinition, core, gradebook, type RequestParts, reports } from '@kitlab/contract';
import type { DatabaseTarget } from '../apps/server/src/db/client.js';
import { chosenScenarios } from './lib/bench-only.js';
import { goalOn, onEachTarget } from './lib/demo-app.js';
import { withClassroomDay } from './lib/demo-day-app.js';
import {
  formatLoadRow,
  LOAD_HEADER,
  type LoadRequest,
  listenLocally,
  loadOverHttp,
  loadRequestOf,
} from './lib/http-load.js';
import { formatPerCallRow, perCall } from './lib/per-call.js';

const READ_GOAL = '>= 1000/s, p99 <= 50 ms';

type Scenario = [name: string, request: LoadRequest, goal?: string];

/** The export's request, signed in as the teacher. */
function exportRequest(classId: number, format: 'csv' | 'xlsx', token: string): LoadRequest {
  return {
    method: 'GET',
    path: `${reports.DETAILED_TABLE_EXPORT_PATH}?class_id=${classId}&format=${format}`,
    headers: { authorization: `token ${token}` },
  };
}

async function run(label: string, target: DatabaseTarget) {
  await withClassroomDay(target, async (day, demo) => {
    const base = await listenLocally(demo.app);
    const token = day.tokens.teacher;
    const classQuery = { query: { class_id: day.classId } };
    const classBody = { body: { class_id: day.classId } };
    const student = await day.teacher.call(reports.getDetailedTable, classQuery);
    const studentId = student.results[0]?.student.student_id;
    // The screen's usual view: the table filtered to one activity, here the quiz 6A took.
    const quizId = day.quizId;
    const call = (c: CallDefinition, parts?: RequestParts) => loadRequestOf(c, parts, token);
    const scenarios: Scenario[] = [
      ['health (yardstick)', loadRequestOf(core.getHealth)],
      ['gradebook of 6A (a class read)', call(gradebook.getClassGradebook, classQuery)],
      ['topic details of 6A', call(reports.getTopicDetails, classQuery), READ_GOAL],
      [
        'topic details of a student',
        call(reports.getTopicDetails, { query: { class_id: day.classId, student_id: studentId } }),
        READ_GOAL,
      ],
      ['learning progress of 6A', call(reports.getLearningProgress, classQuery), READ_GOAL],
      ['students of 6A (progress picker)', call(reports.getClassStudents, classQuery), READ_GOAL],
      ['detailed table of 6A (GET)', call(reports.getDetailedTable, classQuery), READ_GOAL],
      ['detailed table of 6A (POST)', call(reports.postDetailedTable, classBody), READ_GOAL],
      [
        'detailed table, by score',
        call(reports.getDetailedTable, { query: { ...classQuery.query, sort: 'score' } }),
        READ_GOAL,
      ],
      ['detailed table new of 6A', call(reports.getDetailedTableNew, classBody), READ_GOAL],
      [
        'table new, one activity',
        call(reports.getDetailedTableNew, { body: { ...classBody.body, activity_id: quizId } }),
        READ_GOAL,
      ],
      ['export CSV of 6A', exportRequest(day.classId, 'csv', token)],
      ['export XLSX of 6A', exportRequest(day.classId, 'xlsx', token)],
    ];
    const chosen = chosenScenarios(scenarios, 2);

    console.log(`\n${label}: statements and CPU per call, one at a time, in process`);
    for (const [name, request] of chosen) {
      console.log(formatPerCallRow(name, await perCall(demo.app, name, request), 'url' in target));
    }

    console.log(`\n${label}: the progress reports and the table over HTTP, 32 connections`);
    console.log(LOAD_HEADER);
    for (const [name, request, goal] of chosen) {
      const figures = await loadOverHttp(base, [request]);
      console.log(formatLoadRow(name, figures, goalOn(target, goal)));
    }
  });
}

await onEachTarget(run);
