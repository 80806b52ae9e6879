import type { reports } from '@kitlab/contract';
import { saveFile } from './save-file';
import { useSingleMutation } from './use-single-mutation';

/** The kinds of file the server makes: a report's table, or a bundle of files (a roster). */
export type DownloadFormat = reports.ExportFormat | 'zip';

const MEDIA_TYPES: Record<DownloadFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/** A file the server makes: its format and the name it is saved under. */
export interface WantedFile<F extends DownloadFormat = reports.ExportFormat> {
  format: F;
  fileName: string;
}

/**
 * Fetches a file the server makes and hands it to the browser to save, one at a time (a second
 * press while one is on its way is ignored).
 */
export function useDownloadFile<W extends WantedFile<DownloadFormat>>(
  fetchFile: (wanted: W) => Promise<Uint8Array>,
) {
  return useSingleMutation({
    mutationFn: async (wanted: W) => {
      const bytes = await fetchFile(wanted);
      saveFile(bytes, wanted.fileName, MEDIA_TYPES[wanted.format]);
    },
  });
}
