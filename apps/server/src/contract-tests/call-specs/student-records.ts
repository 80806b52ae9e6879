import type { CallSpec } from '../ownership.js';

/**
 * Children's data: erasing a student's data and the receipts, the record of staff reads of a
 * student's records, and retention.
 */
export const STUDENT_RECORDS_SPECS: Record<string, CallSpec> = {
  // A student of the fixture's school made for the cell: erasing the fixture's own student would
  // take a caller of the later cells with it.
  'studentRecords.eraseStudentData': {
    rule: 'school',
    input: async (f, c) => {
      const leaving = await c.t.make.user({ type: 'S', organisation: f.school });
      return { params: { user_token: leaving.token }, body: { confirm: true } };
    },
  },
  'studentRecords.listErasures': { rule: 'self', input: () => ({ query: {} }) },
  'studentRecords.listStaffReads': {
    rule: 'school',
    input: (f) => ({ query: { student_token: f.student.token } }),
  },
  'studentRecords.setRetention': {
    rule: 'school',
    input: (f) => ({ body: { organisation_token: f.school.token, former_student_days: 400 } }),
  },
};
