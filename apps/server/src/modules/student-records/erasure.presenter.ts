import type { studentRecords } from '@kitlab/contract';
import type { ReceiptRow } from './erasures.repository.js';

/** A stored receipt on the wire: the school and who erased, never the student. */
export function presentReceipt(row: ReceiptRow): studentRecords.ErasureReceipt {
  return {
    receipt: row.receipt ?? '',
    erased_at: (row.erasedAt ?? new Date(0)).toISOString(),
    reason: row.reason ?? 'request',
    school: { school_token: row.schoolToken ?? '', name: row.schoolName ?? '' },
    erased_by: row.erasedByToken
      ? {
          user_token: row.erasedByToken,
          name: `${row.erasedByFirstName ?? ''} ${row.erasedByLastName ?? ''}`.trim(),
        }
      : null,
    removed: row.removed ?? {},
  };
}
