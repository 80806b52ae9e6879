import { activities, assignments as assignmentCalls } from '@kitlab/contract';
import { asc, eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  derivedViewCursors,
  learningEvents,
  reportActiveStudents,
  reportAssignments,
  reportClassActivity,
  reportTeachingWeeks,
  reportWork,
  users,
} from '../../../db/schema/index.js';
import { type ActivityWorld, useActivityTest } from '../../../test/activity-world.js';
import { noStoredFiles } from '../../../test/uploads.js';
import { eraseStudent as eraseStudentRecords } from '../../student-records/index.js';
import { rebuildReportRollups, refreshReportRollups } from '../index.js';

const { t, w, as, handInQuest } = useActivityTest();
type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;
const HOUR = 60 * 60 * 1000;

const quizQuestion = (index: number) => w.quiz.questions[index]?.id ?? 0;
const quizOption = (question: number, option: number) =>
  w.quiz.questions[question]?.options[option]?.id ?? 0;

/** Every rollup row, in a fixed order, to compare two builds. */
async function rollups() {
  return {
    assignments: await t.db
      .select()
      .from(reportAssignments)
      .orderBy(asc(reportAssignments.assignmentId)),
    work: (await t.db.select().from(reportWork)).sort((a, b) =>
      `${a.assignmentId}:${a.activityId}:${a.studentId}:${a.handedIn}:${a.percentage}`.localeCompare(
        `${b.assignmentId}:${b.activityId}:${b.studentId}:${b.handedIn}:${b.percentage}`,
      ),
    ),
    teachingWeeks: await t.db
      .select()
      .from(reportTeachingWeeks)
      .orderBy(
        asc(reportTeachingWeeks.classId),
        asc(reportTeachingWeeks.subjectId),
        asc(reportTeachingWeeks.teacherId),
        asc(reportTeachingWeeks.week),
      ),
    active: (await t.db.select().from(reportActiveStudents))
      .map((row) => JSON.stringify(row))
      .sort(),
    classActivity: await t.db
      .select()
      .from(reportClassActivity)
      .orderBy(
        asc(reportClassActivity.classId),
        asc(reportClassActivity.week),
        asc(reportClassActivity.subjectId),
        asc(reportClassActivity.teacherId),
      ),
  };
}

/** The figures a refresh leaves are the rebuild's (which then carries on from the truth). */
async function expectRebuildAgrees(step: number) {
  await refresh();
  const incremental = await rollups();
  await rebuild();
  expect(await rollups(), `after step ${step}`).toEqual(incremental);
}

/** A refresh reading only the events since the last one, so that nothing else hides a miss. */
const refresh = async () =>
  expect(await refreshReportRollups({ db: t.db, clock: t.clock, overlapEvents: 0 })).toBe(true);
const rebuild = async () =>
  expect(await rebuildReportRollups({ db: t.db, clock: t.clock })).toBe(true);

/** The world's Science kit of 6A as the rollups sum it (one teaching, one week). */
async function sixAWeek() {
  const rows = await t.db
    .select()
    .from(reportTeachingWeeks)
    .where(eq(reportTeachingWeeks.classId, w.sixA.id));
  return rows;
}

/** Starts a quiz attempt and hands it in with q1 right or wrong and q2 right; its id. */
async function handInQuiz(student: Student, firstRight: boolean) {
  const started = await as(student).send(activities.startAttempt, {
    body: { activity_id: w.quiz.activity.id },
  });
  if (started.status !== 200) return null;
  const id = started.data?.answer_header_id as number;
  const handedIn = await as(student).send(activities.completeAnswer, {
    params: { id },
    body: {
      answer: [
        { activity_detail_id: quizQuestion(0), answer: [quizOption(0, firstRight ? 0 : 1)] },
        { activity_detail_id: quizQuestion(1), answer: [quizOption(1, 0), quizOption(1, 1)] },
      ],
    },
  });
  return handedIn.status === 200 ? id : null;
}

/** A child's data erased as an administrator erases it (their attempts, events and account go). */
async function eraseStudent(id: number) {
  await eraseStudentRecords(t.db, {
    studentId: id,
    reason: 'request',
    erasedById: null,
    clock: t.clock,
    files: noStoredFiles,
  });
}

/** A small deterministic random sequence (mulberry32), so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return (((x ^ (x >>> 14)) >>> 0) % below) as number;
  };
}

describe('the report rollups', () => {
  it('count the work of an assignment by teaching and week, from the first refresh on', async () => {
    const amara = await w.freshStudent('Rollup-A');
    await refresh();
    const [before] = await sixAWeek();
    // 3 activities x the class's active students, nothing handed in; due 2030-03-20, a Wednesday.
    expect(before).toMatchObject({ week: '2030-03-18', assignments: 1, handedIn: 0, marked: 0 });
    const students = before ? before.work / 3 : 0;

    await handInQuiz(amara, true);
    await refresh();
    const [after] = await sixAWeek();
    // q1 right (2 of 2), q2 right (3 of 3), q3 unanswered (0 of 1): 5 of 6 is 83.3 %.
    expect(after).toMatchObject({
      work: students * 3,
      handedIn: 1,
      marked: 1,
      percentageSum: 83.3,
    });
    const active = await t.db
      .select()
      .from(reportClassActivity)
      .where(eq(reportClassActivity.classId, w.sixA.id));
    // Handed in on Sunday 10 March 2030: the week of Monday 4 March, any work and its teacher.
    expect(active.filter((row) => row.week === '2030-03-04' && row.active === 1).length).toBe(
      active.length,
    );
    expect(active.length).toBeGreaterThan(0);
  });

  it('count an event committed after a run read past it, while it is recent', async () => {
    const late = await w.freshStudent('Late');
    await refresh();
    const [before] = await sixAWeek();
    await handInQuiz(late, true);
    // A run that read up to here while the hand-in's transaction was still open did not see it.
    const [{ newest } = { newest: 0 }] = await t.db
      .select({ newest: max(learningEvents.seq) })
      .from(learningEvents);
    await t.db
      .update(derivedViewCursors)
      .set({ lastSeq: newest ?? 0 })
      .where(eq(derivedViewCursors.viewName, 'report_rollups'));
    expect(await refreshReportRollups({ db: t.db, clock: t.clock })).toBe(true);
    const [after] = await sixAWeek();
    expect(after?.handedIn).toBe((before?.handedIn ?? 0) + 1);
  });

  it('give the rebuild’s figures after a random run of hand-ins, returns, re-marks, roster changes and erasures', async () => {
    const random = randomFrom(30);
    const students: Student[] = [];
    for (let i = 0; i < 5; i += 1) students.push(await w.freshStudent(`Random-${i}`));
    const handedIn = new Map<number, number>();
    const questsIn = new Map<number, number>();
    await as(w.teacher).call(assignmentCalls.updateAssignment, {
      body: { assignment_id: w.assignment.id, allow_retries: true },
    });
    await refresh();
    const pick = (among: Student[]) => among[random(among.length)];
    const living = () => students.filter((s) => s.id !== 0);
    let erased = 0;
    for (let step = 0; step < 40; step += 1) {
      const action = random(9);
      const withQuiz = pick(living().filter((s) => handedIn.has(s.id)));
      const withQuest = pick(living().filter((s) => questsIn.has(s.id)));
      const student = pick(living());
      if (!student) break;
      if (action === 2 && withQuiz) {
        const overridden = await as(w.teacher).send(activities.overrideMark, {
          body: {
            answer_header_id: handedIn.get(withQuiz.id) as number,
            activity_detail_id: quizQuestion(1),
            marks_obtained: random(4),
            reason: 'Marked again.',
          },
        });
        expect(overridden.status).toBe(200);
      } else if (action === 3 && withQuest) {
        const returned = await as(w.teacher).send(activities.returnResponse, {
          body: { answer_header_id: questsIn.get(withQuest.id) as number, note: 'Again, please.' },
        });
        expect(returned.status).toBe(200);
        questsIn.delete(withQuest.id);
      } else if (action === 4 && !questsIn.has(student.id)) {
        questsIn.set(student.id, await handInQuest(student));
      } else if (action === 5 && erased < 2 && (withQuiz ?? withQuest)) {
        const leaving = (withQuiz ?? withQuest) as Student;
        await eraseStudent(leaving.id);
        students[students.indexOf(leaving)] = { ...leaving, id: 0 };
        handedIn.delete(leaving.id);
        questsIn.delete(leaving.id);
        erased += 1;
      } else if (action === 6) {
        await as(w.teacher).call(assignmentCalls.updateAssignment, {
          body: {
            assignment_id: w.assignment.id,
            due_date: random(2) === 0 ? '2030-06-20' : '2030-07-01',
          },
        });
      } else if (action === 7) {
        // Rosters change without an event: a student joins, or leaves (deactivated).
        students.push(await w.freshStudent(`Joined-${step}`));
      } else if (action === 8 && living().length > 2) {
        await t.db.update(users).set({ isActive: false }).where(eq(users.id, student.id));
        students[students.indexOf(student)] = { ...student, id: 0 };
      } else {
        const id = await handInQuiz(student, random(2) === 0);
        if (id) handedIn.set(student.id, id);
      }
      t.clock.advance(random(30) * HOUR);
      // After every step: a later step's events would redo the same assignment and hide a miss.
      await expectRebuildAgrees(step);
    }
    await expectRebuildAgrees(40);
    expect((await rollups()).work.some((row) => row.studentId === null)).toBe(true);
  });
});
