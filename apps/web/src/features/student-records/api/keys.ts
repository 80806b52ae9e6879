import type { CallQuery, studentRecords } from '@kitlab/contract';

/** The filters of the staff reads log, as the list call takes them. */
export type StaffReadsQuery = CallQuery<typeof studentRecords.listStaffReads>;

/**
 * Query keys of children's data. An erasure refreshes `erasures` (its receipt is new) and
 * `staffReads` (the student's entries lose their name); a retention change answers the settings.
 */
export const studentRecordKeys = {
  all: ['student-records'] as const,
  retention: () => [...studentRecordKeys.all, 'retention'] as const,
  erasures: () => [...studentRecordKeys.all, 'erasures'] as const,
  erasurePage: (page: number) => [...studentRecordKeys.erasures(), page] as const,
  staffReads: () => [...studentRecordKeys.all, 'staff-reads'] as const,
  staffReadPage: (query: StaffReadsQuery) => [...studentRecordKeys.staffReads(), query] as const,
  students: (search: string) => [...studentRecordKeys.all, 'students', search] as const,
  student: (userToken: string) => [...studentRecordKeys.all, 'student', userToken] as const,
};
