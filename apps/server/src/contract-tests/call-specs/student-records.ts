import type { CallSpec } from '../ownership.js';

/** Children's data: the record of staff reads of a student's records, and retention. */
export const STUDENT_RECORDS_SPECS: Record<string, CallSpec> = {
  'studentRecords.listStaffReads': {
    rule: 'school',
    input: (f) => ({ query: { student_token: f.student.token } }),
  },
  'studentRecords.setRetention': {
    rule: 'school',
    input: (f) => ({ body: { organisation_token: f.school.token, former_student_days: 400 } }),
  },
};
