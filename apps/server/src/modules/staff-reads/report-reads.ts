import type { StaffReadOf } from './record-staff-read.js';

/** A class report of one student or of the whole class (`student` null): nothing recorded then. */
interface ClassReport {
  class_name: string;
  student: { student_id: number } | null;
}

/** Reading a class report narrowed to one student, by the report's name. */
export const oneStudentReport =
  (reportName: string) =>
  (report: ClassReport): StaffReadOf[] =>
    report.student
      ? [
          {
            student: { id: report.student.student_id },
            record: 'report',
            detail: `${reportName}, ${report.class_name}`,
          },
        ]
      : [];

/** A report broken down by level, down to students (by token) once a class is chosen. */
interface BrokenDownReport {
  scope: { name: string };
  breakdowns: readonly { level: string; groups: readonly { key: string }[] }[];
}

/** Reading a report that lists students: one entry for each student it names. */
export const studentsInReport =
  (reportName: string) =>
  (report: BrokenDownReport): StaffReadOf[] =>
    report.breakdowns
      .filter((breakdown) => breakdown.level === 'student')
      .flatMap((breakdown) => breakdown.groups)
      .map((group) => ({
        student: { token: group.key },
        record: 'report',
        detail: `${reportName}, ${report.scope.name}`,
      }));
