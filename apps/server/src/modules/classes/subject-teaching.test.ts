import { activities, gradebook, rewards } from '@kitlab/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerHeaders, assignments, xpEvents } from '../../db/schema/index.js';
import { useActivityTest } from '../../test/activity-world.js';
import { first } from '../../test/first.js';
import { PERFECT, rewardsSteps } from '../../test/rewards-test-world.js';
import { teachesClass, teachesWork } from './subject-teaching.js';

const { t, w, as } = useActivityTest();

describe('teachesClass', () => {
  it("takes a class taught in any subject as the teacher's own", () => {
    expect(teachesClass([{ classId: 1, subjectId: 8 }], 1)).toBe(true);
    expect(teachesClass([{ classId: 2, subjectId: 7 }], 1)).toBe(false);
    expect(teachesClass([], 1)).toBe(false);
  });
});

describe('teachesWork', () => {
  const science6A = { classId: 1, subjectId: 7 };

  it('reaches work only in a class and subject taught', () => {
    expect(teachesWork([science6A], { classId: 1, subjectId: 7 })).toBe(true);
    expect(teachesWork([{ classId: 1, subjectId: 8 }], { classId: 1, subjectId: 7 })).toBe(false);
    expect(teachesWork([{ classId: 2, subjectId: 7 }], { classId: 1, subjectId: 7 })).toBe(false);
    expect(teachesWork([], { classId: 1, subjectId: 7 })).toBe(false);
  });

  it('leaves work whose teaching ended to every teacher of its class', () => {
    expect(teachesWork([{ classId: 1, subjectId: 8 }], { classId: 1, subjectId: null })).toBe(true);
    expect(teachesWork([{ classId: 2, subjectId: 8 }], { classId: 1, subjectId: null })).toBe(
      false,
    );
  });
});

type Teacher = typeof w.teacher;

describe("6A's Science work, to a teacher of 6A in Robotics and to its Science teacher", () => {
  const the = {} as { robotics: Teacher; student: Teacher; attemptId: number; scienceId: number };
  const setTeaching = (teacherAssignId: number | null) =>
    t.db.update(assignments).set({ teacherAssignId }).where(eq(assignments.id, w.assignment.id));
  const marksOf = async (attemptId: number) =>
    first(
      await t.db
        .select({ marks: answerHeaders.marksObtained })
        .from(answerHeaders)
        .where(eq(answerHeaders.id, attemptId)),
    ).marks;

  beforeAll(async () => {
    the.scienceId = (await w.kitsOf.teachingOf(w.teacher, w.sixA)).id;
    await setTeaching(the.scienceId);
    the.robotics = await t.make.user({ type: 'T', organisation: w.school, lastName: 'Robotics' });
    await t.make.teach(the.robotics, w.sixA, 'Robotics');
    the.student = await w.freshStudent('Worker');
    the.attemptId = await rewardsSteps(t, w, as).handInQuiz(the.student, PERFECT);
  });

  const responses = (who: Teacher) =>
    as(who).send(activities.getStudentResponses, { query: { answer_header_id: the.attemptId } });

  it('finds no attempt to review, mark or return, no submissions and no answer sheet: 404', async () => {
    const calls = [
      responses,
      (who: Teacher) =>
        as(who).send(activities.listActivitySubmissions, {
          body: { class_id: w.sixA.id, activity_id: w.quiz.activity.id },
        }),
      (who: Teacher) =>
        as(who).send(activities.getAnswerSheet, {
          params: { id: w.quiz.activity.id },
          query: { type: 'question', student: the.student.token },
        }),
      (who: Teacher) =>
        as(who).send(activities.markResponses, {
          body: { answer_header_id: the.attemptId, marks: [] },
        }),
      (who: Teacher) =>
        as(who).send(activities.returnResponse, {
          body: { answer_header_id: the.attemptId, note: 'Show your working.' },
        }),
    ];
    for (const [index, call] of calls.entries()) {
      const answer = await call(the.robotics);
      expect(answer.status, `call ${index}: ${answer.text}`).toBe(404);
    }
    for (const call of calls.slice(0, 3)) expect((await call(w.teacher)).status).toBe(200);
  });

  it('opens the gradebook of 6A without its Science work', async () => {
    const gradebookOf = (who: Teacher) =>
      as(who).call(gradebook.getClassGradebook, { query: { class_id: w.sixA.id } });
    const robotics = await gradebookOf(the.robotics);
    expect(robotics.columns).toEqual([]);
    expect(robotics.rows.map((row) => row.student.user_token)).toContain(the.student.token);
    const science = await gradebookOf(w.teacher);
    expect(science.columns.map((column) => column.activity_id)).toContain(w.quiz.activity.id);
  });

  it("counts none of the student's Science XP for the Robotics teacher, all of it for Science", async () => {
    const xpSeenBy = async (who: Teacher) => {
      const counts = await as(who).call(rewards.getTeacherCounts, {
        body: { class_id: w.sixA.id },
      });
      const row = counts.students.find((s) => s.user_token === the.student.token);
      const achievements = await as(who).call(rewards.getMemberAchievements, {
        body: { user_token: the.student.token },
      });
      return [row?.total_xp_points, row?.week_xp_points, achievements.total_xp_points];
    };
    const own = await as(the.student).call(rewards.getMemberAchievements, { body: {} });
    const fromWork = await t.db
      .select({ points: xpEvents.points })
      .from(xpEvents)
      .where(and(eq(xpEvents.studentId, the.student.id), isNotNull(xpEvents.activityId)));
    const ofWork = fromWork.reduce((sum, row) => sum + row.points, 0);
    expect(ofWork).toBeGreaterThan(0);
    // A streak is of no subject: every teacher of the class sees its XP.
    const ofStreak = own.total_xp_points - ofWork;
    expect(await xpSeenBy(the.robotics)).toEqual([ofStreak, ofStreak, ofStreak]);
    const total = own.total_xp_points;
    expect(await xpSeenBy(w.teacher)).toEqual([total, total, total]);
  });

  it("cannot override the student's quiz mark, which stays; its Science teacher can", async () => {
    const override = (who: Teacher) =>
      as(who).send(activities.overrideMark, {
        body: {
          answer_header_id: the.attemptId,
          activity_detail_id: first(w.quiz.questions).id,
          marks_obtained: 0,
          reason: 'Counted by hand.',
        },
      });
    const before = await marksOf(the.attemptId);
    expect((await override(the.robotics)).status).toBe(404);
    expect(await marksOf(the.attemptId)).toBe(before);
    expect((await override(w.teacher)).status).toBe(200);
    expect(await marksOf(the.attemptId)).toBeLessThan(before ?? 0);
  });

  it('reaches the work once its Science teaching has ended, as every teacher of 6A does', async () => {
    await setTeaching(null);
    try {
      expect((await responses(the.robotics)).status).toBe(200);
    } finally {
      await setTeaching(the.scienceId);
    }
  });
});
