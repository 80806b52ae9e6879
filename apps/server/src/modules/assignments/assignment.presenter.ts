import type { assignments as contract } from '@kitlab/contract';
import { dueFlags, hasCompletedWork, schoolDate, scoreOf } from '@kitlab/domain';
import type { z } from 'zod';
import { kitMediaUrl } from '../kits/index.js';
import type {
  AssignmentRow,
  BaseAssignmentRow,
  KitSubjectRow,
  StudentAssignmentRow,
} from './assignment-rows.repository.js';
import type { StudentReturnRow } from './student-returns.repository.js';

type Assignment = z.input<typeof contract.assignment>;
type StudentAssignment = z.input<typeof contract.studentAssignment>;

/** Turns assignment rows into the contract's shapes; `now` decides overdue and due today. */
export function createAssignmentPresenter(subjects: readonly KitSubjectRow[], now: Date) {
  function common(row: BaseAssignmentRow, isOpen: boolean): Omit<Assignment, 'progress'> {
    const flags = dueFlags(row.dueDate, schoolDate(now, row.timeZone), isOpen);
    return {
      assignment_id: row.id,
      kit_id: row.kitId,
      kit_token: row.kitToken,
      kit_title: row.kitTitle,
      cover: {
        // The kit library's own address for the cover, so both show the same file.
        file: row.coverSha ? kitMediaUrl(row.kitToken, row.coverSha, row.coverFile) : '',
        alt: row.coverAlt,
      },
      grade: row.grade,
      subjects: subjects
        .filter((s) => s.kitId === row.kitId)
        .map((s) => ({ id: s.id, name: s.name })),
      activity:
        row.activityId !== null &&
        row.activityToken !== null &&
        row.activityTitle !== null &&
        row.activityType !== null
          ? {
              activity_id: row.activityId,
              activity_token: row.activityToken,
              title: row.activityTitle,
              activity_type: row.activityType,
            }
          : null,
      class_id: row.classId,
      class_name: row.className,
      class_grade_name: row.classGradeName,
      subject_name: row.subjectName,
      teacher: {
        user_token: row.teacherToken,
        first_name: row.teacherFirstName,
        last_name: row.teacherLastName,
      },
      due_date: row.dueDate,
      instructions: row.instructions,
      state: row.state,
      allow_retries: row.allowRetries,
      assigned_at: row.createdAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
      overdue: flags.overdue,
      due_today: flags.dueToday,
    };
  }

  return {
    assignment(row: AssignmentRow): Assignment {
      return {
        ...common(row, row.state === 'active'),
        progress: { completed: row.studentsCompleted, total: row.studentsTotal },
      };
    },

    /** A student's own view: their status and progress; work they finished is never overdue. */
    studentAssignment(
      row: StudentAssignmentRow,
      returns: readonly StudentReturnRow[],
    ): StudentAssignment {
      const done = hasCompletedWork(row.coveredActivities, row.submittedActivities);
      const closed = done || row.state !== 'active';
      return {
        ...common(row, !closed),
        my_status: closed ? 'Completed' : 'Assigned',
        my_progress: {
          completed: Math.min(row.submittedActivities, row.coveredActivities),
          total: row.coveredActivities,
        },
        my_score:
          row.marksObtained === null || row.totalMarks === null
            ? null
            : scoreOf(row.marksObtained, row.totalMarks),
        my_returns: returns.map((r) => ({
          return_id: r.returnId,
          activity_id: r.activityId,
          activity_title: r.activityTitle,
          activity_type: r.activityType,
          activity_detail_id: r.activityDetailId,
          note: r.note,
          returned_at: r.returnedAt.toISOString(),
        })),
      };
    },
  };
}

/** "Kit title" for a whole kit, "Kit title: Activity title" for one activity. */
export function assignmentTitle(row: Pick<AssignmentRow, 'kitTitle' | 'activityTitle'>): string {
  return row.activityTitle ? `${row.kitTitle}: ${row.activityTitle}` : row.kitTitle;
}
