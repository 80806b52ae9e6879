import type { reports } from '@kitlab/contract';
import { saveFile } from './save-file';
import { useSingleMutation } from './use-single-mutation';

const MEDIA_TYPES: Record<reports.ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A file the server makes: its format and the name it is saved under. */
export interface WantedFile {
  format: reports.ExportFormat;
  fileName: string;
}

/**
 * Fetches a file the server makes and hands it to the browser to save, one at a time (a second
 * press while one is on its way is ignored).
 */
export function useDownloadFile<W extends WantedFile>(
  fetchFile: (wanted: W) => Promise<Uint8Array>,
) {
  return useSingleMutation({
    mutationFn: async (wanted: W) => {
      const bytes = await fetchFile(wanted);
      saveFile(bytes, wanted.fileName, MEDIA_TYPES[wanted.format]);
    },
  });
}
