import type { reports } from '@kitlab/contract';
import { Button, Group } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useDownloadTableExport } from '../api/download-table-export';
import { exportFileName } from '../utils/export-file-name';
import type { TableQueryFilters } from '../utils/table-filters';
import classes from './report-tables.module.css';

const FORMATS: readonly { format: reports.ExportFormat; label: string }[] = [
  { format: 'csv', label: 'Download CSV' },
  { format: 'xlsx', label: 'Download XLSX' },
];

/**
 * The whole filtered table (every page) as a CSV or XLSX file, made by the server. The button
 * pressed shows it is busy and both wait until the file is saved; a failure says so in a toast.
 */
export function ExportButtons({
  filters,
  className,
  activityTitle,
  disabled,
}: {
  filters: TableQueryFilters;
  className: string;
  activityTitle?: string | undefined;
  disabled: boolean;
}) {
  const download = useDownloadTableExport();
  const busyWith = download.isPending ? download.variables?.format : undefined;
  return (
    <Group gap="xs" className={classes.noPrint}>
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          variant="default"
          size="sm"
          loading={busyWith === format}
          disabled={disabled || (download.isPending && busyWith !== format)}
          onClick={() =>
            download.mutate(
              {
                format,
                filters,
                fileName: exportFileName(className, filters, format, activityTitle),
              },
              {
                onError: (error) =>
                  showToast({
                    title: 'The download failed',
                    message: errorMessage(error),
                    tone: 'danger',
                  }),
              },
            )
          }
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
