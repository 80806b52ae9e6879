import type { GradebookCell } from '../api/get-gradebook';

const STATUS_LABELS: Record<string, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  submitted: 'Submitted',
  marked: 'Marked',
  overdue: 'Overdue',
  returned: 'Returned for redo',
};

/** "Not started"; a status this version does not know yet still reads as words. */
export function statusLabel(status: string): string {
  const words = status.replaceAll('_', ' ');
  return STATUS_LABELS[status] ?? `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** What a cell says: the percentage of marked work ("80%"), otherwise its status. */
export function cellText(cell: GradebookCell): string {
  if (cell.status === 'marked' && cell.score?.percentage != null)
    return `${cell.score.percentage}%`;
  return statusLabel(cell.status);
}

/** "8/10" under a percentage; nothing for unmarked work or work that carries no marks. */
export function marksOf(cell: GradebookCell): string | null {
  if (cell.status !== 'marked' || !cell.score || cell.score.totalMarks === 0) return null;
  return `${cell.score.marksObtained}/${cell.score.totalMarks}`;
}
