import {
  accounts,
  activities,
  assignments,
  type Caller,
  createCaller,
  injectTransport,
  kits,
} from '@kitlab/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../apps/server/src/db/client.js';
import {
  activities as activityRows,
  assignments as assignmentsTable,
  classes,
  studentClasses,
  users,
} from '../../apps/server/src/db/schema/index.js';

/** The API in process through inject(), as the benchmarks call it. */
export function callerOf(app: FastifyInstance): Caller {
  return createCaller(injectTransport(app));
}

/** Signs in through the API and answers the account's sign-in token. */
export async function signInToken(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const { token } = await callerOf(app).call(accounts.login, { body: { email, password } });
  return token;
}

/** Signs in through the API and answers a caller signed in as that account. */
export async function signedIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<Caller> {
  return callerOf(app).withToken(await signInToken(app, email, password));
}

export interface ClassroomDay {
  teacher: Caller;
  student: Caller;
  /** Sign-in tokens, for requests sent over HTTP: the teacher's and each 6A student's. */
  tokens: { teacher: string; students: string[] };
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
  const teacherToken = await signInToken(app, 'teacher@demo.kitlab.test', password);
  const teacher = callerOf(app).withToken(teacherToken);
  const { results: taught } = await teacher.call(kits.listTeacherClasses);
  const { results: library } = await teacher.call(kits.listTeacherLibrary, {
    body: { per_page: 50 },
  });
  for (const kit of library) {
    // Each kit goes to the classes it fits (its grade, one of its subjects), all in one call.
    const { results: fits } = await teacher.call(assignments.getClassStatus, {
      body: { kit_id: kit.kit_id },
    });
    if (fits.length === 0) continue;
    await teacher.call(assignments.createAssignments, {
      body: { kit_id: kit.kit_id, class_ids: fits.map((fit) => fit.class_id), due_date: dueDate },
    });
  }

  const kit = library.find((item) => item.title === 'States of Matter');
  if (!kit) throw new Error('The demo library has no States of Matter kit');
  const content = await teacher.call(kits.getTeacherKitTopic, {
    query: { kit_token: kit.kit_token },
  });
  const quiz = content.activities.find((activity) => activity.activity_type === 'quiz');
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
  const studentTokens: string[] = [];
  for (const { email } of emails) {
    const token = await signInToken(app, email, password);
    const caller = callerOf(app).withToken(token);
    await takeQuiz(caller, quiz.activity_id);
    studentTokens.push(token);
    if (email === 'student@demo.kitlab.test') student = caller;
  }
  if (!student) throw new Error('The demo student is not in 6A');
  return {
    teacher,
    student,
    tokens: { teacher: teacherToken, students: studentTokens },
    classId: sixA.class_id,
    quizId: quiz.activity_id,
    kitToken: kit.kit_token,
    submitted: emails.length,
  };
}

/** Starts the quiz, answers every question with its first option, and submits; its attempt. */
export async function takeQuiz(student: Caller, activityId: number): Promise<number> {
  const attempt = await student.call(activities.startAttempt, {
    body: { activity_id: activityId },
  });
  const id = attempt.answer_header_id;
  await student.call(activities.logActivity, { params: { id }, body: { action: 'start' } });
  const sheet = await student.call(activities.listAttemptQuestions, {
    query: { answer_header_id: id, activity_id: activityId },
  });
  for (const question of sheet.questions) {
    const first = 'answer_options' in question ? question.answer_options[0] : undefined;
    if (question.detail_type !== 'question' || !first) continue;
    await student.call(activities.saveAnswer, {
      params: { id },
      body: { activity_detail_id: question.id, answer: [first.id] },
    });
  }
  await student.call(activities.logActivity, { params: { id }, body: { action: 'end' } });
  await student.call(activities.completeAnswer, { params: { id }, body: { answer: [] } });
  return id;
}

/**
 * Starts a quest or worksheet and hands it in with what a student writes: each step that asks for
 * text (saved as the student goes), each short or long answer and each fill-in's blanks (a
 * drawing, which needs a file, is left out); its attempt.
 */
export async function handInWritten(student: Caller, activityId: number): Promise<number> {
  const started = await student.call(activities.startAttempt, {
    body: { activity_id: activityId },
  });
  const id = started.answer_header_id;
  const sheet = await student.call(activities.listAttemptQuestions, {
    query: { answer_header_id: id, activity_id: activityId },
  });
  for (const step of sheet.steps) {
    if (step.response.text === 'none') continue;
    await student.call(activities.saveStepResponse, {
      body: {
        activity_id: activityId,
        activity_detail_id: step.id,
        text: 'We tried it twice and wrote down both.',
      },
    });
  }
  const written: activities.AnswerInput[] = [];
  for (const question of sheet.questions) {
    if (question.question_type === 'fill_in') {
      const blanks = Array.from({ length: question.blanks ?? 1 }, () => 'seven');
      written.push({ activity_detail_id: question.id, blanks });
    } else if (
      question.question_type === 'short_answer' ||
      question.question_type === 'long_answer'
    ) {
      written.push({ activity_detail_id: question.id, text: 'Because the water warms first.' });
    }
  }
  await student.call(activities.completeAnswer, { params: { id }, body: { answer: written } });
  return id;
}

/** A quiz given to 6A other than the one its students took on the classroom day. */
export async function secondQuizOf(db: Database, day: ClassroomDay): Promise<number> {
  const [quiz] = await db
    .select({ id: activityRows.id })
    .from(assignmentsTable)
    .innerJoin(activityRows, eq(activityRows.kitId, assignmentsTable.kitId))
    .where(
      and(
        eq(assignmentsTable.classId, day.classId),
        eq(activityRows.activityType, 'quiz'),
        ne(activityRows.id, day.quizId),
      ),
    )
    .orderBy(asc(activityRows.id))
    .limit(1);
  if (!quiz) throw new Error('6A has no second quiz');
  return quiz.id;
}

/**
 * Assigns a class the first activity of the type, in the kits of its grade and the subject the
 * teacher teaches it, due in two weeks; answers the activity's id.
 */
export async function assignFirstActivity(
  teacher: Caller,
  classId: number,
  type: 'quiz' | 'quest',
): Promise<number> {
  const { results: taught } = await teacher.call(kits.listTeacherClasses);
  const mine = taught.find((row) => row.class_id === classId);
  if (!mine) throw new Error('The teacher does not teach the bench class');
  const { results: library } = await teacher.call(kits.listTeacherLibrary, {
    body: { per_page: 100 },
  });
  for (const kit of library) {
    if (kit.grade !== mine.grade || !kit.subjects.some((s) => s.id === mine.subject_id)) continue;
    const content = await teacher.call(kits.getTeacherKitTopic, {
      query: { kit_token: kit.kit_token },
    });
    const activity = content.activities.find((found) => found.activity_type === type);
    if (!activity) continue;
    await teacher.call(assignments.createAssignments, {
      body: {
        kit_id: kit.kit_id,
        activity_id: activity.activity_id,
        class_ids: [classId],
        due_date: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    return activity.activity_id;
  }
  throw new Error(`No kit with a ${type} fits the bench class`);
}
