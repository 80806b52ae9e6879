import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStore } from '../../lib/storage/file-store.js';
import { eraseStudent } from './erase-student.js';
import { lockNextDueStudent } from './purge.repository.js';

/**
 * Erases every former student past their school's retention, one transaction each: the student
 * is locked while erased (skipped by any other process purging at the same time) and gets a
 * receipt, reason `retention`. Answers how many were erased.
 */
export async function purgeFormerStudents(deps: {
  db: Database;
  clock: Clock;
  files: FileStore;
}): Promise<number> {
  const { db, clock, files } = deps;
  let erased = 0;
  for (;;) {
    const done = await inTransaction(db, async (tx) => {
      const studentId = await lockNextDueStudent(tx, clock.now());
      if (studentId === null) return false;
      await eraseStudent(tx, { studentId, reason: 'retention', erasedById: null, clock, files });
      return true;
    });
    if (!done) return erased;
    erased += 1;
  }
}
