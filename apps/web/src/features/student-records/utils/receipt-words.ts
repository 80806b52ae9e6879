import type { studentRecords } from '@kitlab/contract';
import { formatWhenWithYear } from '../../../lib/format-when';

type ErasureReceipt = studentRecords.ErasureReceipt;

/** Words of part names written in capitals. */
const ACRONYMS = new Set(['xp', 'csv', 'sms']);

/** "answer_headers" -> "Answer headers", "xp_and_badges" -> "XP and badges": a receipt's part. */
export function partLabel(part: string): string {
  const words = part
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word));
  const phrase = words.join(' ');
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** The receipt's parts, largest first, then by name, so the table reads the same every time. */
export function removedParts(receipt: Pick<ErasureReceipt, 'removed'>): [string, number][] {
  return Object.entries(receipt.removed).sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
}

export function totalRemoved(receipt: Pick<ErasureReceipt, 'removed'>): number {
  return Object.values(receipt.removed).reduce((sum, count) => sum + count, 0);
}

export const REASON_LABELS: Record<ErasureReceipt['reason'], string> = {
  request: 'Asked for by an administrator',
  retention: 'Retention period ended',
};

/** Who erased: the administrator's name, or the retention purge. */
export function erasedBy(receipt: Pick<ErasureReceipt, 'erased_by'>): string {
  return receipt.erased_by?.name ?? 'Automatic purge';
}

/**
 * The receipt as plain text to keep on file: it names no student, as the stored receipt does
 * not. `date` writes the instant (the reader's format on screen).
 */
export function receiptText(receipt: ErasureReceipt, date = formatWhenWithYear): string {
  const parts = removedParts(receipt);
  const width = Math.max(4, ...parts.map(([part]) => partLabel(part).length));
  return [
    `Kitlab erasure receipt ${receipt.receipt}`,
    `Erased: ${date(receipt.erased_at)} (${receipt.erased_at})`,
    `School: ${receipt.school.name}`,
    `Reason: ${REASON_LABELS[receipt.reason]}`,
    `Erased by: ${erasedBy(receipt)}`,
    '',
    'Removed or made anonymous:',
    ...parts.map(([part, count]) => `  ${partLabel(part).padEnd(width)}  ${count}`),
    `  ${'Total'.padEnd(width)}  ${totalRemoved(receipt)}`,
    '',
  ].join('\n');
}
