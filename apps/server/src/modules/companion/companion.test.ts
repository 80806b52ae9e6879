import { activities, companion, core } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityTimeNorms, cacheRefreshLogs } from '../../db/schema/index.js';
import { type ActivityWorld, useActivityTest } from '../../test/activity-world.js';
import { setClock, setTimeZone } from '../../test/assignment-world.js';
import { refreshDerivedViews } from '../derived-views/index.js';
import { activityTimeNormsView } from './derived-views/time-norms.view.js';

const views = [activityTimeNormsView];

const { t, w, as } = useActivityTest();

type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;
type SchoolClass = Awaited<ReturnType<typeof t.make.schoolClass>>;
const MINUTE = 60_000;

/** A new class of the school that the teacher teaches Science, with the Sensors kit assigned. */
async function taughtClass(name: string, dueDate = '2030-03-20') {
  const schoolClass = await t.make.schoolClass(w.school, name);
  const teaching = await t.make.teach(w.teacher, schoolClass, 'Science');
  const assignment = await w.kitsOf.assignment({
    schoolClass,
    kit: w.kit,
    teacher: w.teacher,
    dueDate,
  });
  return { schoolClass, teaching, assignment };
}

async function studentOf(schoolClass: SchoolClass, firstName: string) {
  const student = await t.make.user({ type: 'S', organisation: w.school, firstName });
  await t.make.enrol(student, schoolClass);
  return student;
}

const question = (index: number) => {
  const found = w.quiz.questions[index];
  if (!found) throw new Error(`no question ${index}`);
  return found;
};
const optionOf = (q: number, o: number) => question(q).options[o]?.id ?? 0;

async function startQuiz(student: Student) {
  const started = await as(student).call(activities.startAttempt, {
    body: { activity_id: w.quiz.activity.id },
  });
  return started.answer_header_id;
}

async function answer(student: Student, id: number, q: number, o: number) {
  await as(student).call(activities.saveAnswer, {
    params: { id },
    body: { activity_detail_id: question(q).id, answer: [optionOf(q, o)] },
  });
}

/** Starts the quiz, spends `minutes` in it with every answer right but the second, hands it in. */
async function handInQuiz(student: Student, minutes: number) {
  const id = await startQuiz(student);
  await as(student).call(activities.logActivity, { params: { id }, body: { action: 'start' } });
  await answer(student, id, 0, 0);
  t.clock.advance(minutes * MINUTE);
  await as(student).call(activities.completeAnswer, {
    params: { id },
    body: {
      answer: [
        { activity_detail_id: question(1).id, answer: [optionOf(1, 2)] },
        { activity_detail_id: question(2).id, answer: [optionOf(2, 1)] },
      ],
    },
  });
  return id;
}

const classView = (teachingId: number) =>
  as(w.teacher).call(companion.getTeacherClass, { query: { teacher_assign_id: teachingId } });

describe('POST /api/v2/core/cache-refresh-logs/last_successful/', () => {
  it('answers null before the first refresh, and the last success after a failure', async () => {
    setClock(t, '2030-03-10T12:00:00Z');
    const before = await as(w.student).call(core.listLastRefreshes, { body: {} });
    expect(before.results).toEqual([
      { view: 'activity_time_norms', last_successful_at: null },
      { view: 'report_rollups', last_successful_at: null },
    ]);

    expect(await refreshDerivedViews({ db: t.db, clock: t.clock, views })).toBe(true);
    t.clock.advance(5 * MINUTE);
    const broken = {
      view: 'activity_time_norms' as const,
      refresh: async () => {
        throw new Error('the database went away');
      },
    };
    expect(await refreshDerivedViews({ db: t.db, clock: t.clock, views: [broken] })).toBe(false);

    const logs = await t.db
      .select()
      .from(cacheRefreshLogs)
      .where(eq(cacheRefreshLogs.viewName, 'activity_time_norms'))
      .orderBy(cacheRefreshLogs.id);
    expect(logs.map((log) => [log.succeeded, log.error, log.organisationId])).toEqual([
      [true, null, null],
      [false, 'the database went away', null],
    ]);
    for (const who of [w.student, w.teacher, w.schoolAdmin, w.districtAdmin]) {
      const after = await as(who).call(core.listLastRefreshes, { body: {} });
      expect(after.results, who.email).toEqual([
        { view: 'activity_time_norms', last_successful_at: '2030-03-10T12:00:00.000Z' },
        { view: 'report_rollups', last_successful_at: null },
      ]);
    }
  });
});

describe('GET /api/v2/companion/student/', () => {
  it('lists work due soonest first, with the usual time once the refresher has read hand-ins', async () => {
    setClock(t, '2030-03-11T09:00:00Z');
    const { schoolClass } = await taughtClass('6N', '2030-03-25');
    const sooner = await w.kitsOf.kit({ title: 'Forces', activities: ['quiz'] });
    const soonerQuiz = sooner.activities[0];
    await w.kitsOf.assignment({
      schoolClass,
      kit: sooner.kit,
      teacher: w.teacher,
      dueDate: '2030-03-15',
    });
    for (const [name, minutes] of [
      ['Ana', 4],
      ['Ben', 5],
      ['Cy', 9],
    ] as const) {
      await handInQuiz(await studentOf(schoolClass, name), minutes);
    }
    const dee = await studentOf(schoolClass, 'Dee');
    const guide = () => as(dee).call(companion.getStudentGuide);

    const first = await guide();
    expect(first.next_due.map((d) => [d.activity_id, d.due_date, d.usual_minutes])).toEqual([
      [soonerQuiz?.id, '2030-03-15', null],
      [w.quiz.activity.id, '2030-03-25', null],
      [w.worksheet.activity.id, '2030-03-25', null],
    ]);
    expect(first).toMatchObject({ resume: null, revisit: [], last_hand_in: null });

    // Two processes refreshing at the same moment, then again over the same events (the overlap
    // window): nothing is counted twice.
    await Promise.all([
      refreshDerivedViews({ db: t.db, clock: t.clock, views }),
      refreshDerivedViews({ db: t.db, clock: t.clock, views }),
    ]);
    await refreshDerivedViews({ db: t.db, clock: t.clock, views });
    const [norm] = await t.db
      .select()
      .from(activityTimeNorms)
      .where(eq(activityTimeNorms.activityId, w.quiz.activity.id));
    expect(norm).toMatchObject({ medianSeconds: 300, sampleCount: 3, scopeId: w.district.id });
    const second = await guide();
    expect(second.next_due.map((d) => [d.title, d.usual_minutes])).toEqual([
      [soonerQuiz?.title, null],
      [w.quiz.activity.title, 5],
      [w.worksheet.activity.title, null],
    ]);
    expect(second.next_due[1]).toMatchObject({
      assignment_id: expect.any(Number),
      activity_type: 'quiz',
      kit_token: w.kit.token,
    });
  });

  it('resumes the open draft, names topics to revisit and words the last hand-in', async () => {
    setClock(t, '2030-03-12T09:00:00Z');
    const { schoolClass } = await taughtClass('6U');
    const eve = await studentOf(schoolClass, 'Eve');
    const quiz = await handInQuiz(eve, 3);
    t.clock.advance(MINUTE);
    const draft = await as(eve).call(activities.startAttempt, {
      body: { activity_id: w.worksheet.activity.id },
    });
    const guide = await as(eve).call(companion.getStudentGuide);
    expect(guide.resume).toEqual({
      answer_header_id: draft.answer_header_id,
      activity_id: w.worksheet.activity.id,
      activity_type: 'worksheet',
      title: w.worksheet.activity.title,
      kit_token: w.kit.token,
      answered: 0,
      total: 2,
      last_active_at: '2030-03-12T09:04:00.000Z',
    });
    expect(guide.revisit).toEqual([
      {
        topic_id: w.quiz.activity.topicId,
        topic_title: 'Topic one',
        kit_token: w.kit.token,
        wrong: 1,
      },
    ]);
    expect(guide.last_hand_in).toEqual({
      answer_header_id: quiz,
      title: w.quiz.activity.title,
      submitted_at: '2030-03-12T09:03:00.000Z',
      marks_obtained: 3,
      total_marks: 6,
      message: `You handed in ${w.quiz.activity.title}: 3 of 6.`,
    });
    expect(guide.next_due.map((d) => d.activity_id)).toEqual([
      w.worksheet.activity.id,
      w.quest.activity.id,
    ]);
  });

  it('takes a quest whose steps were all checked as done: nothing to revisit, no "0 of 0"', async () => {
    setClock(t, '2030-03-12T10:00:00Z');
    const { schoolClass } = await taughtClass('6Q');
    const flo = await studentOf(schoolClass, 'Flo');
    const [first, second] = w.quest.steps;
    if (!first || !second) throw new Error('the quest has two steps');
    const saved = await as(flo).call(activities.saveStepResponse, {
      body: { activity_id: w.quest.activity.id, activity_detail_id: second.id, text: 'Done.' },
    });
    const id = saved.answer_header_id as number;
    await as(flo).call(activities.completeAnswer, { params: { id }, body: {} });
    await as(w.teacher).call(activities.markResponses, {
      body: {
        answer_header_id: id,
        marks: [first, second].map((step) => ({ activity_detail_id: step.id, marks_obtained: 0 })),
      },
    });

    const guide = await as(flo).call(companion.getStudentGuide);
    expect(guide.revisit).toEqual([]);
    expect(guide.last_hand_in?.message).toBe(
      `You handed in ${w.quest.activity.title}: your teacher has checked it.`,
    );
  });

  it('is for students only', async () => {
    for (const who of [w.teacher, w.schoolAdmin]) {
      const response = await as(who).send(companion.getStudentGuide);
      expect(response.status, who.email).toBe(403);
    }
  });
});

describe('GET /api/v2/companion/teacher/', () => {
  it('shows a student stuck after 10 minutes without progress, not at 9, nor once they left', async () => {
    setClock(t, '2030-03-13T09:00:00Z');
    const { schoolClass, teaching } = await taughtClass('6S');
    const [fay, gus, hal, ivy] = await Promise.all(
      ['Fay', 'Gus', 'Hal', 'Ivy'].map((name) => studentOf(schoolClass, name)),
    );
    if (!fay || !gus || !hal || !ivy) throw new Error('students missing');
    const fayDraft = await startQuiz(fay);
    await as(fay).call(activities.logActivity, {
      params: { id: fayDraft },
      body: { action: 'start' },
    });
    const gusDraft = await startQuiz(gus);
    await as(gus).call(activities.logActivity, {
      params: { id: gusDraft },
      body: { action: 'start' },
    });
    await as(gus).call(activities.logActivity, {
      params: { id: gusDraft },
      body: { action: 'end' },
    });
    await handInQuiz(hal, 2);
    setClock(t, '2030-03-13T09:01:00Z');
    await answer(fay, fayDraft, 0, 0);

    setClock(t, '2030-03-13T09:10:59Z');
    const atNine = await classView(teaching.id);
    expect(atNine.stuck).toEqual([]);
    expect(atNine).toMatchObject({
      teacher_assign_id: teaching.id,
      class_name: '6S',
      subject_name: 'Science',
      as_of: '2030-03-13T09:10:59.000Z',
    });

    setClock(t, '2030-03-13T09:11:00Z');
    const atTen = await classView(teaching.id);
    expect(atTen.stuck).toEqual([
      {
        student: { user_token: fay.token, first_name: 'Fay', last_name: fay.lastName },
        activity_id: w.quiz.activity.id,
        title: w.quiz.activity.title,
        answer_header_id: fayDraft,
        last_active_at: '2030-03-13T09:01:00.000Z',
        minutes_idle: 10,
      },
    ]);
    expect(atTen.not_started).toEqual([
      {
        student: { user_token: ivy.token, first_name: 'Ivy', last_name: ivy.lastName },
        open_assignments: 1,
      },
    ]);

    // An answer is progress: Fay is no longer stuck.
    await answer(fay, fayDraft, 1, 0);
    expect((await classView(teaching.id)).stuck).toEqual([]);
  });

  it('lists as not started exactly the active students with no attempt at open work', async () => {
    setClock(t, '2030-03-13T12:00:00Z');
    const { schoolClass, teaching } = await taughtClass('6T');
    const jo = await studentOf(schoolClass, 'Jo');
    await studentOf(schoolClass, 'Kai');
    const leaver = await studentOf(schoolClass, 'Leaver');
    await t.make.deactivate(leaver);
    await startQuiz(jo);
    const extra = await w.kitsOf.kit({ title: 'Magnets', activities: ['quiz'] });
    await w.kitsOf.assignment({
      schoolClass,
      kit: extra.kit,
      teacher: w.teacher,
      dueDate: '2030-03-18',
    });
    await w.kitsOf.assignment({
      schoolClass,
      kit: extra.kit,
      teacher: w.teacher,
      dueDate: '2030-03-01',
      state: 'cancelled',
    });
    const view = await classView(teaching.id);
    expect(view.not_started.map((s) => [s.student.first_name, s.open_assignments])).toEqual([
      ['Jo', 1],
      ['Kai', 2],
    ]);
    expect(view.most_missed).toBeNull();
  });

  it("counts today's answers in the school's time zone for the most-missed question", async () => {
    await setTimeZone(t, w.school, 'Asia/Tokyo');
    try {
      const { schoolClass, teaching } = await taughtClass('6M');
      const [ann, bo, cal, dan] = await Promise.all(
        ['Ann', 'Bo', 'Cal', 'Dan'].map((name) => studentOf(schoolClass, name)),
      );
      if (!ann || !bo || !cal || !dan) throw new Error('students missing');
      // 23:30 on 14 March in Tokyo: two students miss question 1.
      setClock(t, '2030-03-14T14:30:00Z');
      const annDraft = await startQuiz(ann);
      const boDraft = await startQuiz(bo);
      await answer(ann, annDraft, 0, 1);
      await answer(bo, boDraft, 0, 2);
      setClock(t, '2030-03-14T14:40:00Z');
      expect((await classView(teaching.id)).most_missed).toEqual({
        activity_detail_id: question(0).id,
        question: question(0).text,
        activity_id: w.quiz.activity.id,
        activity_title: w.quiz.activity.title,
        wrong: 2,
        answered: 2,
      });

      // 00:30 on 15 March in Tokyo: a new school day; one of two misses question 3.
      setClock(t, '2030-03-14T15:30:00Z');
      const calDraft = await startQuiz(cal);
      const danDraft = await startQuiz(dan);
      await answer(cal, calDraft, 2, 0);
      await answer(dan, danDraft, 2, 1);
      // Ann corrects question 1 today: her latest verdict today is right.
      await answer(ann, annDraft, 0, 0);
      setClock(t, '2030-03-14T15:40:00Z');
      expect((await classView(teaching.id)).most_missed).toMatchObject({
        activity_detail_id: question(2).id,
        wrong: 1,
        answered: 2,
      });
    } finally {
      await setTimeZone(t, w.school, 'UTC');
    }
  });

  it("counts the work of the teaching's subject, whoever gave it, and none of another subject's", async () => {
    setClock(t, '2030-03-13T12:00:00Z');
    const { schoolClass, teaching } = await taughtClass('6V');
    await studentOf(schoolClass, 'Ravi');
    const giveKit = async (teacher: typeof w.teacher, subject: 'Science' | 'Robotics') => {
      const given = await w.kitsOf.kit({ activities: ['quiz'] });
      await w.kitsOf.assignment({
        schoolClass,
        kit: given.kit,
        teacher,
        dueDate: '2030-03-18',
        teaching: await t.make.teach(teacher, schoolClass, subject),
      });
    };
    await giveKit(await t.make.user({ type: 'T', organisation: w.school }), 'Science');
    await giveKit(await t.make.user({ type: 'T', organisation: w.school }), 'Robotics');
    const view = await classView(teaching.id);
    // The Sensors kit (its teaching not recorded) and the other Science teacher's kit.
    expect(view.not_started.map((s) => [s.student.first_name, s.open_assignments])).toEqual([
      ['Ravi', 2],
    ]);
  });

  it("answers 404 for another teacher's class or another school's, and 403 to other roles", async () => {
    const colleague = await t.make.user({ type: 'T', organisation: w.school });
    const theirs = await t.make.teach(colleague, w.sevenA, 'Science');
    const otherTeacher = await t.make.user({ type: 'T', organisation: w.otherSchool });
    const foreign = await t.make.teach(otherTeacher, w.otherClass, 'Science');
    for (const id of [theirs.id, foreign.id, 999_999]) {
      const response = await as(w.teacher).send(companion.getTeacherClass, {
        query: { teacher_assign_id: id },
      });
      expect(response.status, String(id)).toBe(404);
      expect(response.error).toMatchObject({ detail: 'No such class.' });
    }
    const own = await as(colleague).send(companion.getTeacherClass, {
      query: { teacher_assign_id: theirs.id },
    });
    expect(own.status).toBe(200);
    for (const who of [w.student, w.schoolAdmin, w.districtAdmin]) {
      const response = await as(who).send(companion.getTeacherClass, {
        query: { teacher_assign_id: theirs.id },
      });
      expect(response.status, who.email).toBe(403);
    }
  });
});
