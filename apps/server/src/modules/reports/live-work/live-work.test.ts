import { activities, reports } from '@kitlab/contract';
import { STUCK_IDLE_MS } from '@kitlab/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useActivityTest } from '../../../test/activity-world.js';

const { t, w, as, giveAssignmentInScience, handInQuest } = useActivityTest();

const tokens = (people: readonly { user_token: string }[]) => people.map((p) => p.user_token);
const quizOf = (classId: number) => ({
  query: { class_id: classId, activity_id: w.quiz.activity.id },
});
const questOf = (classId: number) => ({
  query: { class_id: classId, activity_id: w.quest.activity.id },
});
const question = (index: number) => w.quiz.questions[index];
const optionOf = (q: number, o: number) => question(q)?.options[o]?.id ?? 0;

/** Starts the quiz and opens it in the player, as the player does; the attempt's id. */
async function openQuiz(student: { email: string }) {
  const attempt = await as(student).call(activities.startAttempt, {
    body: { activity_id: w.quiz.activity.id },
  });
  const id = attempt.answer_header_id as number;
  await as(student).call(activities.logActivity, { params: { id }, body: { action: 'start' } });
  return id;
}

async function answer(student: { email: string }, id: number, q: number, options: number[]) {
  await as(student).call(activities.saveAnswer, {
    params: { id },
    body: { activity_detail_id: question(q)?.id ?? 0, answer: options },
  });
}

let quinn: Awaited<ReturnType<typeof w.freshStudent>>;
beforeAll(async () => {
  // The kit is given in the teacher's Science teaching of 6A; a colleague teaches 6A Mathematics.
  await giveAssignmentInScience();
  quinn = await w.freshStudent('Quinn');
});

describe('who is stuck, on the open work and the quiz’s details', () => {
  it('counts three wrong answers in a row, and 10 minutes without progress while the quiz is open', async () => {
    const lucas = await openQuiz(w.student);
    await answer(w.student, lucas, 0, [optionOf(0, 1)]);
    await answer(w.student, lucas, 1, [optionOf(1, 2)]);
    await answer(w.student, lucas, 2, [optionOf(2, 0)]);
    const amara = await openQuiz(w.classmate);
    await answer(w.classmate, amara, 0, [optionOf(0, 0)]);
    // Quinn hands the quiz in with every answer right.
    const quinnAttempt = await openQuiz(quinn);
    await answer(quinn, quinnAttempt, 0, [optionOf(0, 0)]);
    await answer(quinn, quinnAttempt, 1, [optionOf(1, 0), optionOf(1, 1)]);
    await answer(quinn, quinnAttempt, 2, [optionOf(2, 1)]);
    await as(quinn).call(activities.completeAnswer, { params: { id: quinnAttempt }, body: {} });

    const stuckOnQuiz = async () => {
      const report = await as(w.teacher).call(reports.getQuizDetails, quizOf(w.sixA.id));
      return report.students.map((s) => [s.student.user_token, s.status, s.stuck]);
    };
    t.clock.advance(STUCK_IDLE_MS - 1);
    expect(await stuckOnQuiz()).toEqual([
      [w.classmate.token, 'in_progress', null],
      [w.student.token, 'in_progress', 'wrong-in-a-row'],
      [quinn.token, 'handed_in', null],
    ]);
    t.clock.advance(1);
    expect(await stuckOnQuiz()).toEqual([
      [w.classmate.token, 'in_progress', 'idle'],
      [w.student.token, 'in_progress', 'wrong-in-a-row'],
      [quinn.token, 'handed_in', null],
    ]);

    const dashboard = await as(w.teacher).call(reports.getLiveDashboard, { body: {} });
    const quiz = dashboard.entries.find(
      (e) => e.class_id === w.sixA.id && e.activity_id === w.quiz.activity.id,
    );
    expect(quiz).toMatchObject({
      assignment_id: w.assignment.id,
      out_of: 3,
      average_score: { percentage: 100, marked: 1 },
      last_activity_at: '2030-03-10T12:00:00.000Z',
    });
    expect(tokens(quiz?.started ?? [])).toEqual([w.classmate.token, w.student.token, quinn.token]);
    expect(tokens(quiz?.handed_in ?? [])).toEqual([quinn.token]);
    expect(quiz?.stuck.map((s) => [s.user_token, s.reason, s.last_progress_at])).toEqual([
      [w.classmate.token, 'idle', '2030-03-10T12:00:00.000Z'],
      [w.student.token, 'wrong-in-a-row', '2030-03-10T12:00:00.000Z'],
    ]);

    // Closing the player ends the visit: standing still is no longer being stuck.
    await as(w.classmate).call(activities.logActivity, {
      params: { id: amara },
      body: { action: 'end' },
    });
    expect((await stuckOnQuiz())[0]).toEqual([w.classmate.token, 'in_progress', null]);
    // A right answer after the wrong ones breaks the row.
    await answer(w.student, lucas, 2, [optionOf(2, 1)]);
    expect((await stuckOnQuiz())[1]).toEqual([w.student.token, 'in_progress', null]);
  });
});

describe('/api/v2/reports/live/questdetails', () => {
  it('tells per step who handed it in, who waits for marks and who was handed it back', async () => {
    const steps = w.quest.steps.map((s) => s.id);
    const lucas = await handInQuest(w.student);
    await as(w.teacher).call(activities.markResponses, {
      body: {
        answer_header_id: lucas,
        marks: [{ activity_detail_id: steps[0] ?? 0, marks_obtained: 0 }],
      },
    });
    const amara = await handInQuest(w.classmate);
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: amara, activity_detail_id: steps[1], note: 'Say which sensors.' },
    });
    await as(quinn).call(activities.saveStepResponse, {
      body: { activity_id: w.quest.activity.id, activity_detail_id: steps[1] ?? 0, text: 'Half.' },
    });

    const report = await as(w.teacher).call(reports.getQuestDetails, questOf(w.sixA.id));
    expect(report).toMatchObject({ activity_type: 'quest', out_of: 3 });
    expect(
      report.steps.map((s) => [
        s.title,
        s.out_of,
        tokens(s.handed_in),
        tokens(s.awaiting_marks),
        tokens(s.returned),
      ]),
    ).toEqual([
      ['Step 1', 3, [w.student.token], [], []],
      ['Step 2', 3, [w.student.token], [w.student.token], [w.classmate.token]],
    ]);
    expect(report.students.map((s) => [s.student.user_token, s.status, s.score])).toEqual([
      [w.classmate.token, 'returned', null],
      [w.student.token, 'handed_in', null],
      [quinn.token, 'in_progress', null],
    ]);
    // A quiz's report does not open a quest, nor the other way round.
    const wrongType = await as(w.teacher).send(reports.getQuizDetails, {
      query: { class_id: w.sixA.id, activity_id: w.quest.activity.id },
    });
    expect(wrongType.status).toBe(404);
    expect(wrongType.error).toMatchObject({ detail: 'No such quiz in this class.' });
  });
});

describe('classes with no one or nothing started', () => {
  it('answers an empty class and an activity nobody opened with figures out of their students', async () => {
    const empty = await t.make.schoolClass(w.school, '6E');
    await t.make.teach(w.teacher, empty, 'Science');
    const quiet = await t.make.schoolClass(w.school, '6F');
    await t.make.teach(w.teacher, quiet, 'Science');
    const only = await t.make.user({ type: 'S', organisation: w.school, lastName: 'Only' });
    await t.make.enrol(only, quiet);
    for (const schoolClass of [empty, quiet]) {
      await w.kitsOf.assignment({
        schoolClass,
        kit: w.kit,
        teacher: w.teacher,
        dueDate: '2030-03-20',
        teaching: await w.kitsOf.teachingOf(w.teacher, schoolClass),
      });
    }

    const none = await as(w.teacher).call(reports.getQuizDetails, quizOf(empty.id));
    expect(none).toMatchObject({ out_of: 0, handed_in: 0, students: [] });
    expect(none.questions[0]).toMatchObject({
      answered: 0,
      out_of: 0,
      share_right: null,
      wrong_options: [],
      median_seconds: null,
      timed: 0,
      discrimination: { index: null, reading: 'too-few' },
    });
    const emptyQuest = await as(w.teacher).call(reports.getQuestDetails, questOf(empty.id));
    expect(emptyQuest.steps[0]).toMatchObject({ out_of: 0, handed_in: [], returned: [] });

    const unopened = await as(w.teacher).call(reports.getQuizDetails, quizOf(quiet.id));
    expect(unopened).toMatchObject({ out_of: 1, handed_in: 0 });
    expect(unopened.questions.map((q) => [q.answered, q.right, q.out_of, q.share_right])).toEqual([
      [0, 0, 1, 0],
      [0, 0, 1, 0],
      [0, 0, 1, 0],
    ]);
    expect(unopened.students).toEqual([
      {
        student: { user_token: only.token, first_name: only.firstName, last_name: 'Only' },
        status: 'not_started',
        score: null,
        stuck: null,
        verdicts: ['not_answered', 'not_answered', 'not_answered'],
      },
    ]);

    const dashboard = await as(w.teacher).call(reports.getLiveDashboard, {
      body: { class_id: quiet.id },
    });
    expect(dashboard.entries.map((e) => [e.class_name, e.activity_type, e.out_of])).toEqual([
      ['6F', 'quiz', 1],
      ['6F', 'worksheet', 1],
      ['6F', 'quest', 1],
    ]);
    expect(dashboard.entries[0]).toMatchObject({
      started: [],
      handed_in: [],
      stuck: [],
      average_score: { percentage: null, marked: 0 },
      last_activity_at: null,
    });
  });
});

describe('the open work', () => {
  it('lists active work due from a week ago onwards, soonest due first, one entry per activity', async () => {
    const teaching = await w.kitsOf.teachingOf(w.teacher, w.sixA);
    const give = async (dueDate: string, state: 'active' | 'completed' = 'active') => {
      const kit = await w.kitsOf.kit({ title: `Due ${dueDate} ${state}`, activities: ['quiz'] });
      return w.kitsOf.assignment({
        schoolClass: w.sixA,
        kit: kit.kit,
        teacher: w.teacher,
        dueDate,
        state,
        teaching,
      });
    };
    // The school's date is 10 March: due 3 March is a week ago, 2 March is past the week.
    const weekAgo = await give('2030-03-03');
    await give('2030-03-02');
    await give('2030-03-12', 'completed');
    const dashboard = await as(w.teacher).call(reports.getLiveDashboard, {
      body: { class_id: w.sixA.id },
    });
    expect(dashboard.now).toBe(t.clock.now().toISOString());
    expect(dashboard.entries.map((e) => [e.assignment_id, e.due_date, e.activity_type])).toEqual([
      [weekAgo.id, '2030-03-03', 'quiz'],
      [w.assignment.id, '2030-03-20', 'quiz'],
      [w.assignment.id, '2030-03-20', 'worksheet'],
      [w.assignment.id, '2030-03-20', 'quest'],
    ]);
  });
});

describe('who may see the live work reports', () => {
  it("answers 404 for another teacher's class, another school's and work of a subject not taught", async () => {
    const colleague = await t.make.user({ type: 'T', organisation: w.school, lastName: 'Maths' });
    await t.make.teach(colleague, w.sixA, 'Mathematics');
    const sevenTeacher = await t.make.user({ type: 'T', organisation: w.school });
    await t.make.teach(sevenTeacher, w.sevenA, 'Science');
    const otherTeacher = await t.make.user({ type: 'T', organisation: w.otherSchool });
    await t.make.teach(otherTeacher, w.otherClass, 'Science');
    for (const [who, classId, detail] of [
      [sevenTeacher, w.sixA.id, 'No such class.'],
      [otherTeacher, w.sixA.id, 'No such class.'],
      [w.teacher, w.otherClass.id, 'No such class.'],
      [w.teacher, w.sisterClass.id, 'No such class.'],
      [w.teacher, 999_999, 'No such class.'],
      // The colleague teaches 6A, but not the Science the quiz was given in.
      [colleague, w.sixA.id, 'No such quiz in this class.'],
    ] as const) {
      const response = await as(who).send(reports.getQuizDetails, quizOf(classId));
      expect(response.status, `${who.email} ${classId}`).toBe(404);
      expect(response.error).toMatchObject({ detail });
      const quest = await as(who).send(reports.getQuestDetails, questOf(classId));
      expect(quest.status, `${who.email} ${classId}`).toBe(404);
    }
    for (const [who, classId] of [
      [sevenTeacher, w.sixA.id],
      [w.teacher, w.otherClass.id],
    ] as const) {
      const response = await as(who).send(reports.getLiveDashboard, {
        body: { class_id: classId },
      });
      expect(response.status).toBe(404);
    }
    // The colleague's open work in 6A leaves out the Science work.
    const colleagues = await as(colleague).call(reports.getLiveDashboard, {
      body: { class_id: w.sixA.id },
    });
    expect(colleagues.entries).toEqual([]);
  });

  it('refuses students and administrators (403)', async () => {
    for (const who of [w.student, w.schoolAdmin]) {
      for (const response of [
        await as(who).send(reports.getLiveDashboard, { body: {} }),
        await as(who).send(reports.getQuizDetails, quizOf(w.sixA.id)),
        await as(who).send(reports.getQuestDetails, questOf(w.sixA.id)),
      ]) {
        expect(response.status, who.email).toBe(403);
      }
    }
  });
});
