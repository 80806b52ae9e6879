import { kitAssignmentStatus } from '@kitlab/domain';
import { type TeachingRow, teachesWork } from '../classes/index.js';
import type { AssignmentsRepository } from './assignments.repository.js';

type LiveWork = Awaited<ReturnType<AssignmentsRepository['liveWorkOfKit']>>[number];

/** A class the kit could go to, its live work of the kit by due date, and what covers the ask. */
export interface KitInClass {
  teaching: TeachingRow;
  work: LiveWork[];
  covering: LiveWork[];
}

/** The kit's state in each class a teacher could assign it to; `teaching` is all they teach. */
export function presentKitClassStatus(
  kitId: number,
  classes: KitInClass[],
  teaching: readonly TeachingRow[],
) {
  return {
    kit_id: kitId,
    results: classes.map(({ teaching: t, work, covering }) => ({
      class_id: t.classId,
      class_name: t.className,
      subject_name: t.subjectName,
      status: kitAssignmentStatus(work),
      assignments: work.map((w) => ({
        assignment_id: w.id,
        activity_id: w.activityId,
        due_date: w.dueDate,
        state: w.state,
        in_your_subjects: teachesWork(teaching, w),
      })),
      can_assign: covering.length === 0,
      covered_by: covering.map((w) => w.id),
    })),
  };
}
