import { reports } from '@kitlab/contract';
import { Button, Group } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useDownloadAdminReport } from '../api/download-admin-report';

const BUTTON_WORDS: Record<reports.ExportFormat, string> = {
  csv: 'Download CSV',
  xlsx: 'Download XLSX',
};

/**
 * The view shown (the same filters) as a CSV or XLSX file made by the server. The button pressed
 * is busy until the file is saved, the other waits; a failure says so in a toast.
 */
export function ReportExportButtons({
  filters,
  report,
}: {
  filters: reports.AdminReportFilters;
  /** The report shown, whose scope and date name the file. */
  report: Pick<reports.AdminReport, 'scope' | 'today'>;
}) {
  const download = useDownloadAdminReport();
  const busyWith = download.isPending ? download.variables?.format : undefined;
  return (
    <Group gap="xs">
      {reports.EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="default"
          size="sm"
          loading={busyWith === format}
          disabled={download.isPending && busyWith !== format}
          onClick={() =>
            download.mutate(
              { format, filters, fileName: reports.adminReportFileName(report, format) },
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
          {BUTTON_WORDS[format]}
        </Button>
      ))}
    </Group>
  );
}
