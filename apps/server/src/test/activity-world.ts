import { activities, type LiveEventType } from '@kitlab/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { assignments, liveEvents, teacherClasses } from '../db/schema/index.js';
import { createActivityContentFactories } from './activity-content-factories.js';
import { apiCallers } from './api-caller.js';
import { createAssignmentFactories } from './assignment-factories.js';
import { LONG_TOKENS, setClock } from './assignment-world.js';
import { buildSchoolWorld } from './school-world.js';
import type { TestApp } from './test-app.js';
import { createTestAppWithData, uploadThroughApi } from './uploads.js';

/**
 * The school world with a Science kit assigned to 6A holding a two-page quiz, a worksheet and a
 * quest with real questions, options and steps; uploads go to a fresh data folder.
 *
 * - quiz: page 1: q1 single (2 marks, option 1 right), q2 multiple (3 marks, options 1 and 2
 *   right); page 2: q3 single (1 mark, option 2 right).
 * - worksheet: a short answer (3 marks) and a fill-in with two blanks (2 marks).
 * - quest: step 1 photos (up to 3) with optional text; step 2 text required, photos or a PDF.
 */
export async function buildActivityWorld(t: TestApp) {
  const w = await buildSchoolWorld(t);
  const kitsOf = createAssignmentFactories(t.db);
  const content = createActivityContentFactories(t.db);
  const kit = await kitsOf.kit({ title: 'Sensors', activities: ['quiz', 'worksheet', 'quest'] });
  const [quizRow, worksheetRow, questRow] = kit.activities;
  if (!quizRow || !worksheetRow || !questRow) throw new Error('kit without its activities');
  const quiz = await content.quiz(quizRow, [
    [
      { marks: 2, options: [true, false, false] },
      { choice: 'multiple', marks: 3, options: [true, true, false] },
    ],
    [{ marks: 1, options: [false, true] }],
  ]);
  const worksheet = await content.worksheet(worksheetRow, [
    { kind: 'short_answer', marks: 3 },
    { kind: 'fill_in', marks: 2, blanks: 2 },
  ]);
  const quest = await content.quest(questRow, [
    { text: 'optional', attachments: 'photos', max_photos: 3 },
    { text: 'required', attachments: 'photos_or_pdf', max_photos: 3 },
  ]);
  const assignment = await kitsOf.assignment({
    schoolClass: w.sixA,
    kit: kit.kit,
    teacher: w.teacher,
    dueDate: '2030-03-20',
  });
  const classmate = await t.make.user({ type: 'S', organisation: w.school, lastName: 'Adeyemi' });
  await t.make.enrol(classmate, w.sixA);

  return {
    ...w,
    kitsOf,
    content,
    classmate,
    kit: kit.kit,
    quiz: { activity: quizRow, ...quiz },
    worksheet: { activity: worksheetRow, ...worksheet },
    quest: { activity: questRow, ...quest },
    assignment,
    /** A new student of 6A, for a test that needs attempts of its own. */
    async freshStudent(lastName = 'Fresh') {
      const student = await t.make.user({ type: 'S', organisation: w.school, lastName });
      await t.make.enrol(student, w.sixA);
      return student;
    },
  };
}

export type ActivityWorld = Awaited<ReturnType<typeof buildActivityWorld>>;

/**
 * A test file's app and activity world with the clock at 10 March 2030, noon UTC, opened before
 * the file's tests and closed after them; uploads go to a fresh data folder, `data.dir`. `t`, `w`
 * and `data` are filled in by that `beforeAll`: read them inside tests, hooks and the helpers
 * they call, never at the top of the file. `as(user)` and `tokenOf` sign each user in once.
 */
export function useActivityTest() {
  const t = {} as TestApp;
  const w = {} as ActivityWorld;
  const data = { dir: '' };
  let close = async () => {};
  beforeAll(async () => {
    const opened = await createTestAppWithData(LONG_TOKENS);
    Object.assign(t, opened.t);
    data.dir = opened.dataDir;
    close = opened.close;
    setClock(t, '2030-03-10T12:00:00Z');
    Object.assign(w, await buildActivityWorld(t));
  });
  afterAll(() => close());
  const callers = apiCallers(t);
  const { as, tokenOf } = callers;
  const questStep = (index: number) => w.quest.steps[index]?.id ?? 0;
  return {
    t,
    w,
    data,
    ...callers,
    /**
     * Gives the world's assignment in the teacher's Science teaching of 6A, so the teachers it
     * reaches are 6A's teachers of Science.
     */
    async giveAssignmentInScience() {
      const [science] = await t.db
        .select({ id: teacherClasses.id })
        .from(teacherClasses)
        .where(
          and(eq(teacherClasses.teacherId, w.teacher.id), eq(teacherClasses.classId, w.sixA.id)),
        );
      await t.db
        .update(assignments)
        .set({ teacherAssignId: science?.id ?? null })
        .where(eq(assignments.id, w.assignment.id));
    },
    /** A fresh student of 6A with a draft of an activity (the quiz unless named), started now. */
    async freshDraft(activityId?: number) {
      const student = await w.freshStudent();
      const started = await as(student).call(activities.startAttempt, {
        body: { activity_id: activityId ?? w.quiz.activity.id },
      });
      return { student, attemptId: started.answer_header_id as number };
    },
    /**
     * The quest handed in by a student through the API, a photo on step 1 and 'Two sensors.' on
     * step 2; its attempt id.
     */
    async handInQuest(student: { email: string }) {
      const { key } = await uploadThroughApi(t, await tokenOf(student), 'image/jpeg');
      const quest = w.quest.activity.id;
      await as(student).call(activities.saveStepResponse, {
        body: { activity_id: quest, activity_detail_id: questStep(0), keys: [key] },
      });
      const saved = await as(student).call(activities.saveStepResponse, {
        body: { activity_id: quest, activity_detail_id: questStep(1), text: 'Two sensors.' },
      });
      const id = saved.answer_header_id as number;
      await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
      return id;
    },
    /** The data of the live events of one type a user was sent, oldest first. */
    async liveEventsOfType(userId: number, type: LiveEventType) {
      const rows = await t.db
        .select({ data: liveEvents.data })
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), eq(liveEvents.type, type)))
        .orderBy(asc(liveEvents.seq));
      return rows.map((row) => row.data);
    },
  };
}
