import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { activities, reports } from '@kitlab/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { type Api, apiAt, DEMO } from './support/api.js';
import { answerQuizQuestion, startDemoQuiz } from './support/classwork.js';
import { freshDataTarget } from './support/data-target.js';
import {
  type DataTarget,
  dataEnvironment,
  type ServerProcess,
  startServer,
} from './support/server-process.js';

const REBUILD_COMMAND = resolve(import.meta.dirname, '../dist/rollups.js');
/** The bound on how far the report may lag the answers, and a margin for a slow machine. */
const COUNTED_WITHIN_MS = 60_000 + 30_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function serverOn(target: DataTarget): Promise<ServerProcess> {
  const server = await startServer(target);
  cleanups.push(async () => server.child.exitCode === null && server.stop('SIGKILL'));
  return server;
}

type Figures = reports.ReportFigures;

/** The school administrator's report of one class, as the screen reads it. */
async function classReport(api: Api, classId: number): Promise<reports.AdminReport> {
  const { token } = await api.signIn(DEMO.schoolAdmin);
  return api.expectOk<reports.AdminReport>('POST', reports.getAdminReport.path, {
    token,
    body: { class_id: classId },
  });
}

const classFigures = async (api: Api, classId: number): Promise<Figures> =>
  (await classReport(api, classId)).totals;

/** Until the rollups have been refreshed after `after` (an ISO time), or the bound passes. */
async function untilRefreshedAfter(api: Api, classId: number, after: string) {
  const until = Date.now() + COUNTED_WITHIN_MS;
  for (;;) {
    const { as_of: asOf } = await classReport(api, classId);
    if (asOf !== null && asOf > after) return;
    if (Date.now() > until) throw new Error(`no refresh after ${after}`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

/** Polls the report until `done` holds of the class's figures, or the bound passes. */
async function untilCounted(api: Api, classId: number, done: (figures: Figures) => boolean) {
  const until = Date.now() + COUNTED_WITHIN_MS;
  for (;;) {
    const figures = await classFigures(api, classId);
    if (done(figures)) return figures;
    if (Date.now() > until) throw new Error(`not counted: ${JSON.stringify(figures)}`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

/** The demo student hands in a new quiz of their class; answers the class's id. */
async function handInDemoQuiz(api: Api) {
  const quiz = await startDemoQuiz(api);
  await answerQuizQuestion(api, quiz);
  const path = activities.completeAnswer.path.replace('{id}', String(quiz.answerHeaderId));
  await api.expectOk('POST', path, { token: quiz.studentToken, body: {} });
  const student = await api.signIn(DEMO.student);
  const classId = student.student_class[0]?.class_id;
  if (!classId) throw new Error('the demo student has no class');
  return classId;
}

describe("the administrators' report rollups in the built server", () => {
  it('count a hand-in within a minute, agree with the rebuild command and resume after a restart', async () => {
    const data = await freshDataTarget('report-rollups');
    cleanups.push(data.remove);
    const first = await serverOn(data.target);
    const api = apiAt(first.url);
    const student = await api.signIn(DEMO.student);
    const classId = student.student_class[0]?.class_id ?? 0;
    const before = await untilCounted(api, classId, () => true);

    await handInDemoQuiz(api);
    const counted = await untilCounted(
      api,
      classId,
      (figures) => figures.work.count === before.work.count + 1,
    );
    expect(counted.assignments).toBe(before.assignments + 1);
    expect((await first.stop('SIGTERM')).code).toBe(0);

    const rebuilt = await promisify(execFile)(process.execPath, [REBUILD_COMMAND], {
      env: { PATH: process.env.PATH, ...dataEnvironment(data.target) },
    });
    expect(rebuilt.stdout).toMatch(/Rebuilt the report rollups in [\d.]+ s\./);

    // Restarted, the refresh resumes from its cursor: it runs and counts nothing twice.
    const restartedAt = new Date().toISOString();
    const second = await serverOn(data.target);
    const again = apiAt(second.url);
    await untilRefreshedAfter(again, classId, restartedAt);
    expect(await classFigures(again, classId)).toEqual(counted);
    expect((await second.stop('SIGTERM')).code).toBe(0);
  });
});

// PGlite serves one process: several processes need PostgreSQL.
describe.skipIf(!process.env.PROCESS_DATABASE_URL)(
  "the administrators' report rollups kept by two API processes over one PostgreSQL",
  () => {
    it('count a hand-in saved through one process once, read through the other', async () => {
      const data = await freshDataTarget('report-rollups-two');
      cleanups.push(data.remove);
      const servers = [await serverOn(data.target), await serverOn(data.target)];
      const [reading, saving] = servers.map((server) => apiAt(server.url));
      if (!reading || !saving) throw new Error('two servers expected');
      const student = await reading.signIn(DEMO.student);
      const classId = student.student_class[0]?.class_id ?? 0;
      const before = await untilCounted(reading, classId, () => true);

      await handInDemoQuiz(saving);
      const counted = await untilCounted(
        reading,
        classId,
        (figures) => figures.work.count > before.work.count,
      );
      expect(counted.work.count).toBe(before.work.count + 1);
      // Both processes refresh every 10 s: a few more runs must not count it again.
      await new Promise((wait) => setTimeout(wait, 25_000));
      expect(await classFigures(saving, classId)).toEqual(counted);
      for (const server of servers) expect((await server.stop('SIGTERM')).code).toBe(0);
    });
  },
);
