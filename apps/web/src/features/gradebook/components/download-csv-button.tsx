import { Button } from '@mantine/core';
import type { Gradebook } from '../api/get-gradebook';
import { downloadTextFile } from '../utils/download-file';
import { gradebookCsv, gradebookFileName } from '../utils/gradebook-csv';

/** Saves the grid as it came from the server, one row per student, as a CSV file. */
export function DownloadCsvButton({ grid }: { grid: Gradebook }) {
  return (
    <Button
      variant="default"
      size="sm"
      disabled={grid.rows.length === 0}
      onClick={() =>
        downloadTextFile(gradebookFileName(grid), gradebookCsv(grid), 'text/csv;charset=utf-8')
      }
    >
      Download CSV
    </Button>
  );
}
