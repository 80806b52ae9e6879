import { live } from '@kitlab/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { openSse } from '../src/test/sse-client.js';
import { apiAt, DEMO } from './support/api.js';
import { answerQuizQuestion, startDemoQuiz } from './support/classwork.js';
import { freshDataTarget } from './support/data-target.js';
import { type ServerProcess, startServer } from './support/server-process.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// PGlite serves one process: several processes need PostgreSQL.
describe.skipIf(!process.env.PROCESS_DATABASE_URL)(
  "a class's work watched through one API process and saved through another",
  () => {
    it("reaches the teacher's stream", async () => {
      const data = await freshDataTarget('live-class-work');
      cleanups.push(data.remove);
      const servers: ServerProcess[] = [];
      for (const _ of [0, 1]) {
        const server = await startServer(data.target);
        servers.push(server);
        cleanups.push(async () => server.child.exitCode === null && server.stop('SIGKILL'));
      }
      const [watching, saving] = servers.map((server) => apiAt(server.url));
      if (!watching || !saving) throw new Error('two servers expected');

      const quiz = await startDemoQuiz(saving);
      const student = await watching.signIn(DEMO.student);
      const classId = student.student_class[0]?.class_id;
      const teacher = await watching.signIn(DEMO.teacher);
      const { ticket } = await watching.expectOk<{ ticket: string }>(
        'POST',
        live.createTicket.path,
        {
          token: teacher.token,
        },
      );
      const stream = await openSse(
        `${servers[0]?.url}${live.LIVE_STREAM_PATH}?ticket=${ticket}&classes=${classId}`,
      );
      expect(stream.status).toBe(200);

      await answerQuizQuestion(saving, quiz);
      for (;;) {
        const event = await stream.next(10_000);
        if (event.event !== live.CLASS_WORK_EVENT) continue;
        const change = JSON.parse(event.data);
        if (change.kind !== 'answer_question') continue;
        expect(change).toMatchObject({ class_id: classId, activity_id: quiz.activityId });
        break;
      }
      stream.close();
      for (const server of servers) expect((await server.stop('SIGTERM')).code).toBe(0);
    });
  },
);
