import { accounts } from '@kitlab/contract';
import { apiAt, DEMO } from './api.js';
import { startDemoQuiz } from './classwork.js';
import type { ServerProcess } from './server-process.js';
import {
  answering,
  creatingStudents,
  renaming,
  type Stopper,
  type WriteStream,
} from './writers.js';

const ADMINS_AT_ONCE = 8;
const QUESTIONS_AT_ONCE = 4;

/** The demo school's administrator, with a school and class to create students in. */
export async function demoSchoolAdmin(baseUrl: string) {
  const api = apiAt(baseUrl);
  const { token } = await api.signIn(DEMO.schoolAdmin);
  const lov = await api.expectOk<{
    schools: { school_token: string; classes: { class_id: number }[] }[];
  }>('POST', accounts.getHierarchy.path, { token });
  const school = lov.schools.find((s) => s.classes.length > 0);
  if (!school?.classes[0]) throw new Error('the demo school has no class');
  return { token, schoolToken: school.school_token, classId: school.classes[0].class_id };
}

/**
 * A school at work: 8 administrators creating students, a teacher renaming themselves, a student
 * changing 4 quiz answers, all at once and without pause until stopped.
 */
export async function startSchoolBurst(server: ServerProcess, prefix: string) {
  const api = apiAt(server.url);
  const admin = await demoSchoolAdmin(server.url);
  const quiz = await startDemoQuiz(api);
  const teacher = await api.signIn(DEMO.teacher);
  const stopper: Stopper = { stopped: false };
  const creations = Array.from({ length: ADMINS_AT_ONCE }, (_, n) =>
    creatingStudents(api, stopper, admin, `${prefix}-${n}`),
  );
  const names = renaming(api, stopper, teacher.token);
  const answers = quiz.questions.slice(0, QUESTIONS_AT_ONCE).map((question) => ({
    question,
    writes: answering(api, stopper, quiz, question),
  }));
  const streams: WriteStream<unknown>[] = [...creations, names, ...answers.map((a) => a.writes)];
  return { admin, quiz, teacher, stopper, creations, names, answers, streams };
}

export type SchoolBurst = Awaited<ReturnType<typeof startSchoolBurst>>;

/** Waits until every stream has this many writes acknowledged, however slow the machine. */
export async function untilEveryStreamHas(streams: WriteStream<unknown>[], acknowledged: number) {
  const deadline = Date.now() + 60_000;
  while (streams.some((s) => s.acknowledged.length < acknowledged)) {
    if (Date.now() > deadline) {
      const states = streams.map(
        (s) => `${s.acknowledged.length}/${s.sent.length} ${JSON.stringify(s.refused[0] ?? '')}`,
      );
      throw new Error(`writes acknowledged of sent, per stream: ${states.join(', ')}`);
    }
    await new Promise((wait) => setTimeout(wait, 20));
  }
}
