import type { assignments as contract } from '@kitlab/contract';
import { dueFlags, hasCompletedWork, schoolDate, scoreOf } from '@kitlab/domain';
import type { z } from 'zod';
import { kitMediaUrl } from '../kits/index.js';
import type { AssignmentRow } from './assignment-rows.repository.js';
import { activityOf, type KitFacts } from './kit-facts.cache.js';
import type { StudentReturnRow } from './student-returns.sql.js';
import type { studentProgress } from './work-progress.js';

type Assignment = z.input<typeof contract.assignment>;
type StudentAssignment = z.input<typeof contract.studentAssignment>;

/** The kit an assignment row gives, from the facts read for its request. */
export function kitOfRow(kits: ReadonlyMap<number, KitFacts>, row: { kitId: number }): KitFacts {
  const kit = kits.get(row.kitId);
  if (!kit) throw new Error(`kit ${row.kitId} of an assignment could not be read`);
  return kit;
}

/**
 * Turns assignment rows into the contract's shapes, with their kits' facts; `now` decides overdue
 * and due today.
 */
export function createAssignmentPresenter(kits: ReadonlyMap<number, KitFacts>, now: Date) {
  // Rows of one answer are mostly of one school: its date is worked out once.
  const todayIn = new Map<string, string>();
  const todayOf = (timeZone: string) => {
    let today = todayIn.get(timeZone);
    if (today === undefined) {
      today = schoolDate(now, timeZone);
      todayIn.set(timeZone, today);
    }
    return today;
  };

  function common(row: AssignmentRow, isOpen: boolean): Omit<Assignment, 'progress'> {
    const flags = dueFlags(row.dueDate, todayOf(row.timeZone), isOpen);
    const kit = kitOfRow(kits, row);
    const activity = activityOf(kit, row.activityId);
    return {
      assignment_id: row.id,
      kit_id: kit.id,
      kit_token: kit.token,
      kit_title: kit.title,
      cover: {
        // The kit library's own address for the cover, so both show the same file.
        file: kit.coverSha ? kitMediaUrl(kit.token, kit.coverSha, kit.coverFile) : '',
        alt: kit.coverAlt,
      },
      grade: kit.grade,
      subjects: kit.subjects,
      activity: activity
        ? {
            activity_id: activity.id,
            activity_token: activity.token,
            title: activity.title,
            activity_type: activity.activityType,
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
    assignment(row: AssignmentRow, progress: Assignment['progress']): Assignment {
      return { ...common(row, row.state === 'active'), progress };
    },

    /** A student's own view: their status and progress; work they finished is never overdue. */
    studentAssignment(
      row: AssignmentRow,
      mine: ReturnType<typeof studentProgress>,
      returns: readonly StudentReturnRow[],
    ): StudentAssignment {
      const done = hasCompletedWork(mine.coveredActivities, mine.submittedActivities);
      const closed = done || row.state !== 'active';
      return {
        ...common(row, !closed),
        my_status: closed ? 'Completed' : 'Assigned',
        my_progress: {
          completed: Math.min(mine.submittedActivities, mine.coveredActivities),
          total: mine.coveredActivities,
        },
        my_score:
          mine.marksObtained === null || mine.totalMarks === null
            ? null
            : scoreOf(mine.marksObtained, mine.totalMarks),
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
export function assignmentTitle(kit: KitFacts, activityId: number | null): string {
  const activity = activityOf(kit, activityId);
  return activity?.title ? `${kit.title}: ${activity.title}` : kit.title;
}
