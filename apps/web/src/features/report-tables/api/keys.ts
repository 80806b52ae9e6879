import type { TableQuery } from '../utils/table-filters';

/**
 * Query keys of the report tables. Everything about one class sits under `classReports(id)`, so
 * news of the class's work refreshes its progress and its table together.
 */
export const reportTableKeys = {
  all: ['report-tables'] as const,
  classes: () => [...reportTableKeys.all, 'classes'] as const,
  classReports: (classId: number) => [...reportTableKeys.all, 'class', classId] as const,
  students: (classId: number) => [...reportTableKeys.classReports(classId), 'students'] as const,
  topics: (classId: number, studentId: number | null) =>
    [...reportTableKeys.classReports(classId), 'topics', studentId] as const,
  weeks: (classId: number, studentId: number | null) =>
    [...reportTableKeys.classReports(classId), 'weeks', studentId] as const,
  table: (query: TableQuery) =>
    [...reportTableKeys.classReports(query.class_id), 'table', query] as const,
};
