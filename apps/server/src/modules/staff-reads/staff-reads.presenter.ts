import type { studentRecords } from '@kitlab/contract';
import type { StaffReadRow } from './staff-reads.repository.js';

type Person = NonNullable<StaffReadRow['staff']>;

const presentPerson = (person: Person | null) =>
  person ? { user_token: person.token, name: `${person.firstName} ${person.lastName}` } : null;

export function presentStaffRead(row: StaffReadRow): studentRecords.StaffRead {
  return {
    read_at: row.readAt.toISOString(),
    staff: presentPerson(row.staff),
    student: presentPerson(row.student),
    record: row.record,
    detail: row.detail,
  };
}

const RECORD_WORDS: Record<studentRecords.StaffReadRecord, string> = {
  answers: 'Answers',
  uploads: 'Uploads',
  messages: 'Messages',
  report: 'Report',
};

/** The export's lines: a header, then one line per read. */
export function staffReadLines(rows: readonly StaffReadRow[]): string[][] {
  return [
    ['Read at (UTC)', 'Staff', 'Student', 'Record', 'What was read'],
    ...rows.map((row) => {
      const read = presentStaffRead(row);
      return [
        read.read_at,
        read.staff?.name ?? 'A former member of staff',
        read.student?.name ?? 'An erased student',
        RECORD_WORDS[read.record],
        read.detail,
      ];
    }),
  ];
}
