import type { StaffReadOf } from './record-staff-read.js';

/** What of an attempt tells whether reading it showed the student's uploaded files. */
interface AttemptFiles {
  answers: readonly { files: readonly unknown[] }[];
  offline_pages: readonly unknown[];
  earlier_answers?: readonly { files: readonly unknown[] }[];
}

const holdsFiles = (attempt: AttemptFiles) =>
  attempt.offline_pages.length > 0 ||
  [...attempt.answers, ...(attempt.earlier_answers ?? [])].some((a) => a.files.length > 0);

/**
 * A student's attempt read by staff: their answers, and their uploads too when the attempt
 * holds files (the answer carries signed addresses to download them). No attempt: nothing read.
 */
export function readsOfWork(
  studentToken: string,
  activityTitle: string,
  attempt: AttemptFiles | null,
): StaffReadOf[] {
  if (!attempt) return [];
  const student = { token: studentToken };
  const answers: StaffReadOf = { student, record: 'answers', detail: activityTitle };
  if (!holdsFiles(attempt)) return [answers];
  return [answers, { student, record: 'uploads', detail: activityTitle }];
}
