import type { studentRecords } from '@kitlab/contract';

/** What a staff member read, as a column of the log says it. */
export const RECORD_LABELS: Record<studentRecords.StaffReadRecord, string> = {
  answers: 'Answers',
  uploads: 'Uploads',
  messages: 'Messages',
  report: 'Report below class level',
};

/** A person named in the log, or what stands for them once gone. */
export function personIn(
  person: { name: string } | null,
  gone: 'Erased student' | 'Former staff',
): string {
  return person?.name ?? gone;
}
