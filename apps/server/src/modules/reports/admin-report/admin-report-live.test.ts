import { activities, reports } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useActivityTest } from '../../../test/activity-world.js';
import { setClock } from '../../../test/assignment-world.js';
import { rebuildReportRollups } from '../index.js';

const { t, w, as, giveAssignmentInScience } = useActivityTest();

/** Hands the world's quiz in with every answer right, or the first one wrong. */
async function handInQuiz(student: { email: string }, firstRight: boolean) {
  const question = (index: number) => w.quiz.questions[index];
  const option = (q: number, o: number) => question(q)?.options[o]?.id ?? 0;
  const started = await as(student).call(activities.startAttempt, {
    body: { activity_id: w.quiz.activity.id },
  });
  await as(student).call(activities.completeAnswer, {
    params: { id: started.answer_header_id as number },
    body: {
      answer: [
        { activity_detail_id: question(0)?.id ?? 0, answer: [option(0, firstRight ? 0 : 1)] },
        { activity_detail_id: question(1)?.id ?? 0, answer: [option(1, 0), option(1, 1)] },
        { activity_detail_id: question(2)?.id ?? 0, answer: [option(2, 1)] },
      ],
    },
  });
}

describe('a class in the administrators’ report', () => {
  it('has no work and nobody active before any is counted', async () => {
    const report = await as(w.schoolAdmin).call(reports.getAdminReport, {
      body: { class_id: w.sixA.id },
    });
    expect(report.totals).toEqual({
      assignments: 0,
      work: { count: 0, out_of: 0 },
      completion: null,
      average_score: { percentage: null, out_of: 0 },
      // The class's students are counted by the rollups too: none yet.
      active_students: { count: 0, out_of: 0 },
    });
    expect(report.as_of).toBeNull();
  });

  it('has the figures of the teacher’s open work of the class, once the rollups are rebuilt', async () => {
    await giveAssignmentInScience();
    await handInQuiz(w.student, true);
    await handInQuiz(w.classmate, false);
    // The day after the work was due: it is this week's, and still on the open work.
    setClock(t, '2030-03-21T12:00:00Z');
    expect(await rebuildReportRollups({ db: t.db, clock: t.clock })).toBe(true);

    const live = await as(w.teacher).call(reports.getLiveDashboard, {
      body: { class_id: w.sixA.id },
    });
    const report = await as(w.schoolAdmin).call(reports.getAdminReport, {
      body: { class_id: w.sixA.id },
    });
    const handedIn = live.entries.reduce((sum, e) => sum + e.handed_in.length, 0);
    const assigned = live.entries.reduce((sum, e) => sum + e.out_of, 0);
    const quiz = live.entries.find((e) => e.activity_id === w.quiz.activity.id);
    expect(report.totals).toMatchObject({
      assignments: 1,
      work: { count: handedIn, out_of: assigned },
      average_score: { percentage: quiz?.average_score.percentage, out_of: 2 },
      active_students: { count: 0, out_of: quiz?.out_of },
    });
    expect(handedIn).toBe(2);
    expect(report.as_of).not.toBeNull();
    const students = report.breakdowns.find((b) => b.level === 'student')?.groups ?? [];
    expect(students.map((s) => [s.key, s.figures.average_score.percentage])).toEqual([
      [w.classmate.token, 66.7],
      [w.student.token, 100],
    ]);
  });
});
