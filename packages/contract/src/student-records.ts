/**
 * Children's data under the school's control (decision 0059): an administrator of a student's
 * school exports everything held about the student or erases it, with a receipt; sets how long
 * a former student's data is kept; and reads who among the staff read a student's records.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.js';
import { pageOf, pageQuery } from './paging.js';

const ADMIN = ['C'] as const;
const userToken = z.uuid();

/** A zip of JSON and CSV files: `{user_token}` is the student's (a plain route). */
export const STUDENT_DATA_EXPORT_PATH = '/api/v2/student-records/{user_token}/export';

export function studentDataExportPath(userToken: string): string {
  return STUDENT_DATA_EXPORT_PATH.replace('{user_token}', encodeURIComponent(userToken));
}

/**
 * What an erasure removed: its receipt number, when, why, and how many rows each part of the
 * platform removed or made anonymous. Stored receipts name no one.
 */
export const erasureReceipt = z.object({
  receipt: z.string(),
  erased_at: z.string(),
  reason: z.enum(['request', 'retention']),
  school: z.object({ school_token: z.string(), name: z.string() }),
  /** Who asked; null for the retention purge. */
  erased_by: z.nullable(z.object({ user_token: z.string(), name: z.string() })),
  removed: z.record(z.string(), z.int()),
});
export type ErasureReceipt = z.infer<typeof erasureReceipt>;

export const eraseStudentData = defineCall({
  method: 'POST',
  path: '/v2/student-records/{user_token}/erase',
  params: z.object({ user_token: userToken }),
  notFound: 'No such student.',
  roles: ADMIN,
  summary:
    'Erase everything held about a student of a school the administrator manages: their account and work go, reports keep anonymous counts. Answers the receipt.',
  // The screen asks for the student's name to be typed before erasing; the server asks again.
  body: z.object({ confirm: z.literal(true) }),
  response: erasureReceipt,
});

export const listErasures = defineCall({
  method: 'GET',
  path: '/v2/student-records/erasures',
  roles: ADMIN,
  summary: 'Receipts of the erasures in the schools the administrator manages, newest first.',
  query: pageQuery,
  response: pageOf(erasureReceipt),
});

/** Days a former student's data may be kept after they leave: a month to ten years. */
export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 3650;
export const RETENTION_DEFAULT_DAYS = 365;

export const retentionSetting = z.object({
  organisation_token: z.string(),
  name: z.string(),
  kind: z.enum(['district', 'school']),
  former_student_days: z.int(),
  /** Where the value comes from: set here, the district's, or the platform's default. */
  source: z.enum(['own', 'district', 'default']),
});
export type RetentionSetting = z.infer<typeof retentionSetting>;

export const getRetention = defineCall({
  method: 'GET',
  path: '/v2/student-records/retention',
  roles: ADMIN,
  summary:
    'How long each organisation the administrator manages keeps a former student’s data after they leave.',
  response: z.object({ settings: z.array(retentionSetting) }),
});

export const setRetention = defineCall({
  method: 'PUT',
  path: '/v2/student-records/retention',
  roles: ADMIN,
  summary:
    'Set how many days after leaving a former student’s data is kept in an organisation the administrator manages; null follows the district (or the default).',
  body: z.object({
    organisation_token: z.uuid(),
    former_student_days: z.nullable(
      z.int().check(z.gte(RETENTION_MIN_DAYS), z.lte(RETENTION_MAX_DAYS)),
    ),
  }),
  response: z.object({ settings: z.array(retentionSetting) }),
});

export const STAFF_READ_RECORDS = ['answers', 'uploads', 'messages', 'report'] as const;
export type StaffReadRecord = (typeof STAFF_READ_RECORDS)[number];

export const staffRead = z.object({
  read_at: z.string(),
  staff: z.nullable(z.object({ user_token: z.string(), name: z.string() })),
  /** Null once the student's data was erased. */
  student: z.nullable(z.object({ user_token: z.string(), name: z.string() })),
  record: z.enum(STAFF_READ_RECORDS),
  detail: z.string(),
});
export type StaffRead = z.infer<typeof staffRead>;

export const staffReadsQuery = z.extend(pageQuery, {
  student_token: z.optional(userToken),
  school_token: z.optional(z.uuid()),
});

export const listStaffReads = defineCall({
  method: 'GET',
  path: '/v2/student-records/staff-reads',
  roles: ADMIN,
  summary:
    'Who among the staff read which student’s answers, uploads, messages or below-class reports, and when: newest first, for the schools the administrator manages, optionally one student.',
  query: staffReadsQuery,
  response: pageOf(staffRead),
});

/** The same entries as CSV, with the same filters as the address's query (a plain route). */
export const STAFF_READS_EXPORT_PATH = '/api/v2/student-records/staff-reads/export';
