import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStore } from '../../lib/storage/file-store.js';
import { eraseStudentRows, finishErasure } from './erase-student.js';
import { lockNextDueStudent } from './purge.repository.js';

/**
 * Erases every former student past their school's retention, one transaction each: the student
 * is locked while erased (skipped by any other process purging at the same time) and gets a
 * receipt, reason `retention`. A student whose erasure fails is left for the next run, after the
 * others; the run then fails with the first error, for the log. Answers how many were erased.
 */
export async function purgeFormerStudents(deps: {
  db: Database;
  clock: Clock;
  files: FileStore;
}): Promise<number> {
  const { db, clock, files } = deps;
  const failed: number[] = [];
  let firstError: unknown = null;
  let erased = 0;
  for (;;) {
    let studentId: number | null = null;
    try {
      const erased = await inTransaction(db, async (tx) => {
        studentId = await lockNextDueStudent(tx, clock.now(), failed);
        if (studentId === null) return null;
        return eraseStudentRows(tx, { studentId, reason: 'retention', erasedById: null, clock });
      });
      // The files go only once the erasure has committed.
      if (erased) await finishErasure(db, files, erased);
    } catch (error) {
      if (studentId === null) throw error;
      failed.push(studentId);
      firstError ??= error;
      continue;
    }
    if (studentId === null) break;
    erased += 1;
  }
  if (firstError !== null) throw firstError;
  return erased;
}
