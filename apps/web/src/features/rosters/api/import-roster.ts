import { rosters } from '@kitlab/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { type UploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress';

export interface RosterImport {
  file: File;
  mode: rosters.RosterImportMode;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Sends a OneRoster bundle for a dry run or to apply it. A bundle with errors is refused (422)
 * with the same answer as a dry run, which is what the page shows; any other refusal throws.
 */
export async function importRoster(
  { file, mode, onProgress }: RosterImport,
  signal?: AbortSignal,
): Promise<rosters.RosterImportResult> {
  const answer = await uploadWithProgress({
    path: rosters.ROSTER_IMPORT_PATH,
    query: { mode },
    field: 'file',
    file,
    onProgress,
    signal,
  });
  if (answer.status === 200 || answer.status === 422) {
    const result = rosters.rosterImportResult.safeParse(answer.body);
    if (result.success) return result.data;
    if (answer.status === 200) throw ApiError.unexpectedAnswer(answer.status);
  }
  throw ApiError.fromResponse(answer.status, answer.body);
}

export function useImportRoster() {
  return useMutation({ mutationFn: (wanted: RosterImport) => importRoster(wanted) });
}
