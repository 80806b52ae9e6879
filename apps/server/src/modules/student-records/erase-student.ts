import type { studentRecords } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { FileStore } from '../../lib/storage/file-store.js';
import { deleteStudentAccount } from '../accounts/index.js';
import { studentUploadFiles } from '../uploads/index.js';
import { presentReceipt } from './erasure.presenter.js';
import { createErasuresRepository } from './erasures.repository.js';
import { STUDENT_DATA_PARTS } from './student-data-parts.js';

export interface StudentErasure {
  studentId: number;
  /** An administrator's request, or the retention purge of a former student. */
  reason: 'request' | 'retention';
  /** The administrator who asked; null for the purge. */
  erasedById: number | null;
  clock: Clock;
  /** Where the student's uploaded files are stored: they are removed once the erasure commits. */
  files: FileStore;
}

/** What an erasure's transaction leaves to do once it commits. */
export interface ErasedRows {
  receiptId: number;
  uploads: { key: string }[];
}

/**
 * Erases the student's rows inside the caller's transaction (decision 0059): every part removes
 * or anonymises its rows, then the users row goes (signing them out everywhere) and the receipt
 * is written with the count per part. Null when the id is not a student's. The stored files are
 * left for `finishErasure`, once the transaction commits, so a rolled-back erasure never loses a
 * file.
 */
export async function eraseStudentRows(
  tx: Database,
  erasure: Omit<StudentErasure, 'files'>,
): Promise<ErasedRows | null> {
  const { studentId } = erasure;
  const repo = createErasuresRepository(tx);
  const student = await repo.lockStudent(studentId);
  if (!student) return null;
  const uploads = await studentUploadFiles(tx, studentId);
  const removed: Record<string, number> = {};
  for (const part of STUDENT_DATA_PARTS) removed[part.name] = await part.erase(tx, studentId);
  removed.account = (removed.account ?? 0) + (await deleteStudentAccount(tx, studentId));
  const receiptId = await repo.insert({
    organisationId: student.organisationId,
    erasedById: erasure.erasedById,
    reason: erasure.reason,
    removed,
    erasedAt: erasure.clock.now(),
  });
  return { receiptId, uploads };
}

/** After the erasure committed: the stored files go, and the receipt is answered. */
export async function finishErasure(
  db: Database,
  files: FileStore,
  erased: ErasedRows,
): Promise<studentRecords.ErasureReceipt> {
  await Promise.allSettled(erased.uploads.map(({ key }) => files.remove(key)));
  const receipt = await createErasuresRepository(db).one(erased.receiptId);
  if (!receipt) throw new Error('erasure receipt vanished');
  return presentReceipt(receipt);
}

/** Erases everything held about a student in one transaction; 404 when the id is not a student's. */
export async function eraseStudent(
  db: Database,
  erasure: StudentErasure,
): Promise<studentRecords.ErasureReceipt> {
  const erased = await inTransaction(db, (tx) => eraseStudentRows(tx, erasure));
  if (!erased) throw notFound('No such student.');
  return finishErasure(db, erasure.files, erased);
}
