import { kits } from '@kitlab/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fileNameFor, saveFile } from '../../../lib/save-file';

/** The worksheet as an A4 PDF to print and do on paper, saved under the activity's name. */
export function useDownloadWorksheet(activityId: number, title: string) {
  return useMutation({
    mutationFn: async () => {
      const pdf = await apiRequest(kits.activityPrintables, {
        query: { activity_id: activityId },
        binary: true,
      });
      saveFile(pdf, fileNameFor(title, 'pdf', 'worksheet'), kits.PRINTABLES_CONTENT_TYPE);
    },
  });
}
