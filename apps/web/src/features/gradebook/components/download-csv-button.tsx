import { Button } from '@mantine/core';
import { saveFile } from '../../../lib/save-file';
import type { Gradebook } from '../api/get-gradebook';
import { gradebookCsv, gradebookFileName } from '../utils/gradebook-csv';

/**
 * Saves the grid as it came from the server, one row per student, as a CSV file. A byte order
 * mark first, so spreadsheet programs read the names' accents as UTF-8.
 */
export function DownloadCsvButton({ grid }: { grid: Gradebook }) {
  return (
    <Button
      variant="default"
      size="sm"
      disabled={grid.rows.length === 0}
      onClick={() =>
        saveFile(
          new TextEncoder().encode(`\uFEFF${gradebookCsv(grid)}`),
          gradebookFileName(grid),
          'text/csv;charset=utf-8',
        )
      }
    >
      Download CSV
    </Button>
  );
}
