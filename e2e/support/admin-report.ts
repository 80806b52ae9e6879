import { accounts, type Caller, kits, reports } from '@kitlab/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD, type DemoAccount } from './accounts';
import { adminApi } from './accounts-api';
import { type JourneyStudent, studentApi } from './activities';
import { clearClassWork, giveKitActivities } from './class-work';
import { kitTokenOf } from './kits';

export const HILLCREST = 'Hillcrest Middle School';

/** Hillcrest's Mathematics teacher of 6A, 7A and 8A; no other journey gives her 6A work. */
export const hillcrestMathsTeacher: DemoAccount = {
  email: 'mei.lin@hillcrest.demo.kitlab.test',
  userType: 'T',
  home: '/dashboard',
};

/**
 * Seeded students of a Hillcrest class, all but the first the user list gives (the one other
 * journeys sign in as), so the journey adds no student to a class others count.
 */
export async function seededStudentsOf(
  request: APIRequestContext,
  classId: number,
  count: number,
): Promise<JourneyStudent[]> {
  const admin = await adminApi(request);
  const { results } = await admin.call(accounts.listUsers, {
    query: { class_id: classId, user_type: 'S', per_page: 20 },
  });
  const seeded = results.filter((user) => user.email.endsWith('.demo.kitlab.test')).slice(1);
  if (seeded.length < count) throw new Error(`Class ${classId} has too few seeded students`);
  return seeded.slice(0, count).map((user) => ({
    email: user.email,
    password: DEMO_PASSWORD,
    firstName: user.first_name,
    lastName: user.last_name,
  }));
}

/**
 * Gives the teacher's class (its work cancelled first) the first quiz of a kit, due today, so
 * it counts in this week and in the school year so far; cancelled when the journey ends.
 */
export async function giveQuizDueToday(
  request: APIRequestContext,
  teacher: DemoAccount,
  className: string,
  kitTitle: string,
): Promise<{ classId: number; quizId: number; teacherApi: Caller }> {
  const cleared = await clearClassWork(request, teacher.email, className);
  const content = await cleared.api.call(kits.getTeacherKitTopic, {
    query: { kit_token: await kitTokenOf(request, teacher, kitTitle) },
  });
  const quiz = content.activities.find((a) => a.activity_type === 'quiz');
  if (!quiz) throw new Error(`${kitTitle} has no quiz`);
  const {
    activityIds: [quizId],
  } = await giveKitActivities(request, teacher, cleared, kitTitle, [quiz.title] as const, 0);
  return { classId: cleared.classId, quizId, teacherApi: cleared.api };
}

/**
 * The student starts the quiz and answers each question with its first (or last) option; with
 * `handIn`, hands it in, where it is marked.
 */
export async function answerQuiz(
  request: APIRequestContext,
  student: JourneyStudent,
  quizId: number,
  { option, handIn }: { option: 'first' | 'last'; handIn: boolean },
): Promise<void> {
  const work = await studentApi(request, student);
  const attempt = await work.start(quizId);
  const sheet = await work.sheet(quizId, attempt.answer_header_id);
  for (const question of sheet.questions) {
    if (!('answer_options' in question) || question.answer_options.length === 0) continue;
    const chosen = question.answer_options.at(option === 'first' ? 0 : -1);
    if (chosen) await work.answer(attempt.answer_header_id, question.id, [chosen.id]);
  }
  if (handIn) await work.complete(attempt.answer_header_id);
}

/**
 * The administrators' report of one class (of a school named) through the API, once its figures
 * count `handedIn` hand-ins: the rollups take in new work in the background (every few seconds,
 * at most a minute behind) and the server offers no call to hurry them, so the journey asks
 * again, for at most 90 s, until they do.
 */
export async function classReportOnceCounted(
  request: APIRequestContext,
  schoolName: string,
  classId: number,
  handedIn: number,
): Promise<reports.AdminReport> {
  const admin = await adminApi(request);
  const { schools } = await admin.call(accounts.getHierarchy);
  const school = schools.find((s) => s.name === schoolName);
  if (!school) throw new Error(`No school ${schoolName}`);
  const filters = { school_token: school.school_token, class_id: classId };
  let report: reports.AdminReport | null = null;
  await expect
    .poll(
      async () => {
        report = await admin.call(reports.getAdminReport, { body: filters });
        return report.totals.work.count;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe(handedIn);
  if (!report) throw new Error('No report');
  return report;
}
