import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../apps/server/src/db/client.js';
import { classes, studentClasses, users } from '../../apps/server/src/db/schema/index.js';

type Json = Record<string, unknown>;

export interface Caller {
  call(method: 'GET' | 'POST', url: string, payload?: Json): Promise<Json>;
}

/** Signs in through the API and answers a caller that fails loudly on any error status. */
export async function signedIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<Caller> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/accounts/login',
    payload: { email, password },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in of ${email}: ${login.statusCode}`);
  const headers = { authorization: `token ${login.json().token as string}` };
  return {
    async call(method, url, payload) {
      const response = await app.inject({
        method,
        url,
        headers,
        ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
      });
      if (response.statusCode >= 400) {
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      return response.json() as Json;
    },
  };
}

interface QuizQuestion {
  id: number;
  detail_type: string;
  answer_options?: { id: number }[];
}

export interface ClassroomDay {
  teacher: Caller;
  student: Caller;
  classId: number;
  quizId: number;
  kitToken: string;
  submitted: number;
}

/**
 * A day of one class's work on the demo district: the demo teacher assigns every kit she can to
 * her classes, and every student of 6A takes the States of Matter quiz to the end through the
 * API (start, answer each question, submit), so the lists read real attempts and answers.
 */
export async function playClassroomDay(
  app: FastifyInstance,
  db: Database,
  password: string,
  dueDate: string,
): Promise<ClassroomDay> {
  const teacher = await signedIn(app, 'teacher@demo.kitlab.test', password);
  const taught = (await teacher.call('GET', '/api/kits/teacher/classes')).results as {
    class_id: number;
    class_name: string;
  }[];
  const library = (await teacher.call('POST', '/api/kits/teacher/library', { per_page: 50 }))
    .results as { kit_id: number; kit_token: string; title: string }[];
  for (const kit of library) {
    // Each kit goes to the classes it fits (its grade, one of its subjects), all in one call.
    const fits = (
      await teacher.call('POST', '/api/v2/assignments/class/status', { kit_id: kit.kit_id })
    ).results as { class_id: number }[];
    if (fits.length === 0) continue;
    await teacher.call('POST', '/api/v2/assignments/', {
      kit_id: kit.kit_id,
      class_ids: fits.map((fit) => fit.class_id),
      due_date: dueDate,
    });
  }

  const kit = library.find((item) => item.title === 'States of Matter');
  if (!kit) throw new Error('The demo library has no States of Matter kit');
  const content = await teacher.call('GET', '/api/kits/teacher/library/topic', {
    kit_token: kit.kit_token,
  });
  const quiz = (content.activities as { activity_id: number; activity_type: string }[]).find(
    (activity) => activity.activity_type === 'quiz',
  );
  if (!quiz) throw new Error('States of Matter has no quiz');
  const sixA = taught.find((item) => item.class_name === '6A');
  if (!sixA) throw new Error('The demo teacher does not teach 6A');

  const emails = await db
    .select({ email: users.email })
    .from(studentClasses)
    .innerJoin(users, eq(users.id, studentClasses.studentId))
    .innerJoin(classes, eq(classes.id, studentClasses.classId))
    .where(and(eq(classes.id, sixA.class_id), eq(users.userType, 'S')));
  let student: Caller | null = null;
  for (const { email } of emails) {
    const caller = await signedIn(app, email, password);
    await takeQuiz(caller, quiz.activity_id);
    if (email === 'student@demo.kitlab.test') student = caller;
  }
  if (!student) throw new Error('The demo student is not in 6A');
  return {
    teacher,
    student,
    classId: sixA.class_id,
    quizId: quiz.activity_id,
    kitToken: kit.kit_token,
    submitted: emails.length,
  };
}

/** Starts the quiz, answers every question with its first option, and submits. */
async function takeQuiz(student: Caller, activityId: number): Promise<void> {
  const attempt = await student.call('POST', '/api/v1/contents/answers/', {
    activity_id: activityId,
  });
  const id = attempt.answer_header_id as number;
  await student.call('POST', `/api/v1/contents/answers/${id}/log_activity/`, { action: 'start' });
  const sheet = await student.call('GET', '/api/v1/contents/answers/questions/', {
    answer_header_id: String(id),
    activity_id: String(activityId),
  });
  for (const question of sheet.questions as QuizQuestion[]) {
    const first = question.answer_options?.[0];
    if (question.detail_type !== 'question' || !first) continue;
    await student.call('POST', `/api/v1/contents/answers/${id}/answer/`, {
      activity_detail_id: question.id,
      answer: [first.id],
    });
  }
  await student.call('POST', `/api/v1/contents/answers/${id}/log_activity/`, { action: 'end' });
  await student.call('POST', `/api/v1/contents/answers/${id}/complete_answer/`, { answer: [] });
}
