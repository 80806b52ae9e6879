import type { reports } from '@kitlab/contract';

export interface VerdictText {
  /** "Right", "Marked 2/3": always words, so the colour is never the only sign. */
  label: string;
  /** A dark shade, readable as text on the table's light rows. */
  color: string;
  /** A sign before the words, hidden from screen readers, which read the words. */
  mark: string;
}

const VERDICTS: Record<reports.CellVerdict, Omit<VerdictText, 'label'> & { label: string }> = {
  right: { label: 'Right', color: 'teal.9', mark: '✓' },
  wrong: { label: 'Wrong', color: 'red.9', mark: '✗' },
  marked: { label: 'Marked', color: 'blue.9', mark: '' },
  waiting: { label: 'Waiting for marks', color: 'grape.9', mark: '…' },
  draft: { label: 'Draft, not handed in', color: 'orange.9', mark: '' },
  not_answered: { label: 'No answer', color: 'gray.7', mark: '' },
};

/** What a cell's verdict says; marked work with its marks ("Marked 2/3"). */
export function verdictText(
  cell: { verdict: string; marks_obtained: number | null },
  marks: number,
): VerdictText {
  const known = VERDICTS[cell.verdict as reports.CellVerdict];
  if (!known) {
    // A verdict this version does not know yet still reads as words.
    const words = cell.verdict.replaceAll('_', ' ');
    return {
      label: `${words.charAt(0).toUpperCase()}${words.slice(1)}`,
      color: 'gray.7',
      mark: '',
    };
  }
  if (cell.verdict === 'marked' && cell.marks_obtained !== null) {
    return { ...known, label: `Marked ${cell.marks_obtained}/${marks}` };
  }
  return known;
}
