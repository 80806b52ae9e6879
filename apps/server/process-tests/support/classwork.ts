import { activities, assignments, kits } from '@kitlab/contract';
import { type Api, DEMO } from './api.js';

type KitClass = { class_id: number; grade: number; subject_id: number | null };
type Kit = { kit_id: number; kit_token: string; grade: number; subjects: { id: number }[] };
type Activity = { activity_id: number; activity_type: string };
type Question = { id: number; answer_options?: { id: number }[] };

export interface QuizInProgress {
  studentToken: string;
  answerHeaderId: number;
  activityId: number;
  /** Each question of the quiz and the ids of its options. */
  questions: { id: number; options: number[] }[];
}

/** The demo teacher gives the demo student's class a quiz and the student starts it. */
export async function startDemoQuiz(api: Api): Promise<QuizInProgress> {
  const student = await api.signIn(DEMO.student);
  const classId = student.student_class[0]?.class_id;
  const { token } = await api.signIn(DEMO.teacher);
  const { results: classes } = await api.expectOk<{ results: KitClass[] }>(
    'GET',
    kits.listTeacherClasses.path,
    { token },
  );
  const schoolClass = classes.find((c) => c.class_id === classId);
  if (!schoolClass) throw new Error('the demo teacher does not teach the demo student');
  const library = await api.expectOk<{ results: Kit[] }>('POST', kits.listTeacherLibrary.path, {
    token,
    body: { per_page: 100 },
  });
  const fitting = library.results.filter(
    (kit) =>
      kit.grade === schoolClass.grade && kit.subjects.some((s) => s.id === schoolClass.subject_id),
  );
  for (const kit of fitting) {
    const content = await api.expectOk<{ activities: Activity[] }>(
      'GET',
      kits.getTeacherKitTopic.path,
      { token, query: { kit_token: kit.kit_token } },
    );
    const quiz = content.activities.find((a) => a.activity_type === 'quiz');
    if (!quiz) continue;
    await api.expectOk('POST', assignments.createAssignments.path, {
      token,
      body: {
        kit_id: kit.kit_id,
        activity_id: quiz.activity_id,
        class_ids: [schoolClass.class_id],
        due_date: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    const started = await api.expectOk<{ answer_header_id: number }>(
      'POST',
      activities.startAttempt.path,
      { token: student.token, body: { activity_id: quiz.activity_id } },
    );
    const sheet = await api.expectOk<{ questions: Question[] }>(
      'GET',
      activities.listAttemptQuestions.path,
      {
        token: student.token,
        query: { answer_header_id: started.answer_header_id, activity_id: quiz.activity_id },
      },
    );
    return {
      studentToken: student.token,
      answerHeaderId: started.answer_header_id,
      activityId: quiz.activity_id,
      questions: sheet.questions
        .filter((q) => (q.answer_options ?? []).length > 1)
        .map((q) => ({
          id: q.id,
          options: (q.answer_options ?? []).map((o) => o.id),
        })),
    };
  }
  throw new Error("no quiz fits the demo student's class");
}

/** The student's saved answers of the attempt: option ids by question. */
export async function savedAnswers(api: Api, quiz: QuizInProgress): Promise<Map<number, number[]>> {
  const sheet = await api.expectOk<{ answers: { activity_detail_id: number; answer: number[] }[] }>(
    'GET',
    activities.listAttemptQuestions.path,
    {
      token: quiz.studentToken,
      query: { answer_header_id: quiz.answerHeaderId, activity_id: quiz.activityId },
    },
  );
  return new Map(sheet.answers.map((a) => [a.activity_detail_id, a.answer]));
}

/**
 * The student saves an answer to the quiz's first question: its first option unless told.
 * Answers that question.
 */
export async function answerQuizQuestion(api: Api, quiz: QuizInProgress, option = 0) {
  const [question] = quiz.questions;
  if (!question) throw new Error('the quiz has no question');
  const path = activities.saveAnswer.path.replace('{id}', String(quiz.answerHeaderId));
  await api.expectOk('POST', path, {
    token: quiz.studentToken,
    body: { activity_detail_id: question.id, answer: [question.options[option]] },
  });
  return question;
}
