import type { studentRecords } from '@kitlab/contract';

/** A receipt as the erase call answers it; `change` replaces any field. */
export function receiptFixture(
  change: Partial<studentRecords.ErasureReceipt> = {},
): studentRecords.ErasureReceipt {
  return {
    receipt: 'E-2027-0042',
    erased_at: '2027-01-31T10:00:00.000Z',
    reason: 'request',
    school: {
      school_token: '5d1f5b48-94a4-4c4c-9a40-0b1b9d1f0c11',
      name: 'Riverside Middle School',
    },
    erased_by: { user_token: 'a6a3c1a2-11b5-4a5e-8d3f-3b4a0e1f2c33', name: 'Dana District' },
    removed: { answers: 12, messages: 3, users: 1, uploads: 0 },
    ...change,
  };
}
