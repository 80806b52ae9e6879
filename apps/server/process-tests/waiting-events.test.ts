import { notifications } from '@kitlab/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { rowsOf } from '../src/db/raw-rows.js';
import { type Api, apiAt, DEMO } from './support/api.js';
import { startDemoQuiz } from './support/classwork.js';
import { expectCleanLog, stopAll } from './support/clean-stop.js';
import { freshDataTarget } from './support/data-target.js';
import { eventually } from './support/eventually.js';
import { type DataTarget, startTogether } from './support/server-process.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Runs `work` on the stopped servers' database. */
async function onDatabase<T>(target: DataTarget, work: (db: Database) => Promise<T>) {
  const handle = await openDatabase(
    target.databaseUrl ? { url: target.databaseUrl } : { dataDir: target.dataDir },
  );
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * What a marking of the attempt leaves when its process is killed after the marking commits and
 * before its consumers run: the teacher's `work_marked` event, with a score, waiting for a
 * minute. Answers the event's seq.
 */
function markingLeftWaiting(target: DataTarget, attemptId: number) {
  return onDatabase(target, async (db) => {
    const [stored] = await rowsOf<{ seq: number }>(
      db,
      sql`insert into learning_events
        (kind, organisation_id, actor_id, actor_type, student_id, teacher_id, class_id,
         subject_id, kit_id, activity_id, assignment_id, attempt_id, score_raw, score_max,
         occurred_at)
      select 'work_marked', started.organisation_id, teacher.id, 'T', started.student_id,
        started.teacher_id, started.class_id, started.subject_id, started.kit_id,
        started.activity_id, started.assignment_id, started.attempt_id, 3, 5, now()
      from learning_events started, users teacher
      where started.attempt_id = ${attemptId} and started.kind = 'attempt_started'
        and teacher.email = ${DEMO.teacher}
      returning seq`,
    );
    const seq = Number(stored?.seq);
    if (!seq) throw new Error('the attempt has no start to mark');
    await db.execute(sql`insert into learning_events_waiting (event_seq, waiting_since)
      values (${seq}, now() - interval '1 minute')`);
    return seq;
  });
}

/** How many of the student's notifications say their work was marked. */
async function markedNotices(api: Api, token: string) {
  const page = await api.expectOk<{ results: { kind: string }[] }>(
    'GET',
    notifications.listNotifications.path,
    { token, query: { tab: 'notifications', per_page: 20 } },
  );
  return page.results.filter((item) => item.kind === 'work_marked').length;
}

describe("a marking's consumers left waiting by a process killed between the two commits", () => {
  // PGlite serves one process; PostgreSQL two at once, whose sweeps race for the same event.
  const processes = process.env.PROCESS_DATABASE_URL ? 2 : 1;

  it(`are run once by the sweep of the ${processes === 2 ? 'two processes' : 'process'} started next`, async () => {
    const data = await freshDataTarget('waiting-events');
    cleanups.push(data.remove);
    const [first] = await startTogether(data.target, 1, cleanups);
    if (!first) throw new Error('no server');
    const quiz = await startDemoQuiz(apiAt(first.url));
    const before = await markedNotices(apiAt(first.url), quiz.studentToken);
    expect((await first.stop('SIGKILL')).code).toBe(null);

    await markingLeftWaiting(data.target, quiz.answerHeaderId);
    const servers = await startTogether(data.target, processes, cleanups);
    const apis = servers.map((server) => apiAt(server.url));
    // Each process's sweep runs as it starts listening, then every few seconds.
    await eventually(
      async () => (await markedNotices(apis[0] as Api, quiz.studentToken)) > before,
      () => servers.map((server) => server.output()).join('\n'),
    );
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    for (const api of apis) expect(await markedNotices(api, quiz.studentToken)).toBe(before + 1);
    await stopAll(servers);
    for (const server of servers) expectCleanLog(server);

    const waiting = await onDatabase(data.target, (db) =>
      rowsOf<{ seq: number }>(db, sql`select event_seq as seq from learning_events_waiting`),
    );
    expect(waiting).toEqual([]);
  });
});
