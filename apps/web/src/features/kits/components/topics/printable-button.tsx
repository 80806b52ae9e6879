import { Button } from '@mantine/core';
import { errorMessage } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toasts';
import { useDownloadPrintable } from '../../api/get-printable';

/** Downloads the activity's printable sheet, an A4 PDF named after the activity. */
export function PrintableButton({
  activity,
}: {
  activity: { activity_id: number; title: string };
}) {
  const download = useDownloadPrintable();
  return (
    <Button
      variant="default"
      size="xs"
      loading={download.isPending}
      aria-label={`Printable PDF of ${activity.title}`}
      onClick={() =>
        download.mutate(activity, {
          onError: (error) =>
            showToast({
              tone: 'danger',
              title: 'We could not download the printable',
              message: errorMessage(error),
              autoClose: 6000,
            }),
        })
      }
    >
      Printable PDF
    </Button>
  );
}
