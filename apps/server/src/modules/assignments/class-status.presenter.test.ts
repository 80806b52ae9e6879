import { describe, expect, it } from 'vitest';
import { type KitInClass, presentKitClassStatus } from './class-status.presenter.js';

type Work = KitInClass['work'][number];

const teaching = {
  teacherId: 20,
  teacherAssignId: 30,
  classId: 100,
  className: '8A',
  classToken: 'c100',
  gradeId: 4,
  grade: 8,
  subjectId: 1,
  subjectName: 'Science',
};
const work = (id: number, subjectId: number | null) =>
  ({
    id,
    classId: 100,
    activityId: null,
    state: 'active',
    dueDate: '2026-03-10',
    subjectId,
  }) as Work;

describe('presentKitClassStatus', () => {
  it('may assign where nothing covers the ask, and names what does', () => {
    const free = presentKitClassStatus(3, [{ teaching, work: [], covering: [] }], [teaching]);
    expect(free.results[0]).toMatchObject({ can_assign: true, covered_by: [], assignments: [] });
    const covered = work(7, 1);
    const taken = presentKitClassStatus(
      3,
      [{ teaching, work: [covered], covering: [covered] }],
      [teaching],
    );
    expect(taken.results[0]).toMatchObject({ can_assign: false, covered_by: [7] });
  });

  it("marks work in another subject as not in the teacher's subjects", () => {
    const shown = presentKitClassStatus(
      3,
      [{ teaching, work: [work(7, 1), work(8, 2)], covering: [] }],
      [teaching],
    );
    expect(shown.results[0]?.assignments.map((a) => a.in_your_subjects)).toEqual([true, false]);
  });
});
