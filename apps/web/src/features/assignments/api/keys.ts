import type { AssignmentState } from '@kitlab/domain';
import type { MonthRef } from '../utils/dates';
import type { StudentTab } from '../utils/student-tab';

/**
 * Query keys of the assignments feature, grouped by what a change touches: `lists` (anything
 * that shows assignments one by one), `calendars` (counts by day and month), `completion` (who
 * has done one assignment) and `drawer` (classes that can still take a kit or activity).
 */
export const assignmentKeys = {
  all: ['assignments'] as const,
  lists: () => [...assignmentKeys.all, 'lists'] as const,
  recentGroups: (page: number) => [...assignmentKeys.lists(), 'grouped-recent', page] as const,
  dueOn: (date: string) => [...assignmentKeys.lists(), 'for-due-date', date] as const,
  studentList: (tab: StudentTab, page: number) =>
    [...assignmentKeys.lists(), 'studentclass', tab, page] as const,
  classList: (classId: number) => [...assignmentKeys.lists(), 'class', classId] as const,
  /** A class's students and how much of its work each has done. */
  classSummary: (classId: number) => [...assignmentKeys.lists(), 'class-summary', classId] as const,
  classroom: (classId: number, state: AssignmentState, page: number) =>
    [...assignmentKeys.lists(), 'classroom', classId, state, page] as const,
  /** A kit's state in each of the teacher's classes, with the work covering one activity. */
  classStatus: (kitToken: string, activityId: number) =>
    [...assignmentKeys.lists(), 'class-status', kitToken, activityId] as const,
  calendars: () => [...assignmentKeys.all, 'calendars'] as const,
  dueCounts: (month: MonthRef) =>
    [...assignmentKeys.calendars(), 'due-counts', month.year, month.month] as const,
  yearly: (start: MonthRef) =>
    [...assignmentKeys.calendars(), 'yearly', start.year, start.month] as const,
  completion: (assignmentId: number) =>
    [...assignmentKeys.all, 'completion', assignmentId] as const,
  studentsCompleted: (assignmentId: number) =>
    [...assignmentKeys.completion(assignmentId), 'students'] as const,
  activityStats: (assignmentId: number) =>
    [...assignmentKeys.completion(assignmentId), 'activity-stats'] as const,
  activityComplete: (assignmentId: number, activityId: number) =>
    [...assignmentKeys.completion(assignmentId), 'activity', activityId] as const,
  drawer: () => [...assignmentKeys.all, 'drawer'] as const,
  /** Which classes can still take the kit, or one of its activities. */
  assignableClasses: (kitId: number, activityId?: number) =>
    [...assignmentKeys.drawer(), 'assignable-classes', kitId, activityId ?? 'kit'] as const,
};
