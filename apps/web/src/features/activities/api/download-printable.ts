import { kits } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';
import { fileNameFor, saveFile } from '../../../lib/save-file';
import { useSingleMutation } from '../../../lib/use-single-mutation';

/** The worksheet as an A4 PDF to print and do on paper, saved under the activity's name. */
export function useDownloadWorksheet(activityId: number, title: string) {
  return useSingleMutation({
    mutationFn: async () => {
      const pdf = await apiRequest(kits.listActivityPrintables, {
        query: { activity_id: activityId },
      });
      saveFile(pdf, fileNameFor(title, 'pdf', 'worksheet'), kits.PRINTABLES_CONTENT_TYPE);
    },
  });
}
