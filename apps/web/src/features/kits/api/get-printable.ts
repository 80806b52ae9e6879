import { kits } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';
import { fileNameFor, saveFile } from '../../../lib/save-file';
import { useSingleMutation } from '../../../lib/use-single-mutation';

/** An activity's printable sheet: an A4 PDF, as bytes. */
export function getPrintable(activityId: number, signal?: AbortSignal): Promise<Uint8Array> {
  return apiRequest(kits.listActivityPrintables, {
    query: { activity_id: activityId },
    signal,
  });
}

/** Downloads an activity's printable, named after the activity: "The melting race.pdf". */
export function useDownloadPrintable() {
  return useSingleMutation({
    mutationFn: async (activity: { activity_id: number; title: string }) => {
      const bytes = await getPrintable(activity.activity_id);
      saveFile(
        bytes,
        fileNameFor(activity.title, 'pdf', 'printable'),
        kits.PRINTABLES_CONTENT_TYPE,
      );
    },
  });
}
