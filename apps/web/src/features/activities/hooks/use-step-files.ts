import type { activities } from '@kitlab/contract';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { saveStepResponse } from '../api/save-step-response';

type StoredFile = activities.StoredFile;

/**
 * Each quest step's files. A step's files are saved as one list of keys, so each change sends
 * the list as it is now plus or minus one file, and the server's answer becomes the list.
 */
export function useStepFiles(
  activityId: number,
  saved: readonly Pick<activities.SavedAnswer, 'activity_detail_id' | 'files'>[],
) {
  const [files, setFiles] = useState(
    () => new Map(saved.map((answer) => [answer.activity_detail_id, answer.files])),
  );
  // Uploads finish after renders; they must build on the list as it is then.
  const latest = useRef(files);
  latest.current = files;
  const [removing, setRemoving] = useState<number | null>(null);
  const [errors, setErrors] = useState(new Map<number, string>());

  const save = async (stepId: number, next: readonly StoredFile[], added?: string) => {
    const keys = [...next.map((file) => file.key), ...(added ? [added] : [])];
    const response = await saveStepResponse({
      activity_id: activityId,
      activity_detail_id: stepId,
      keys,
    });
    const stored = response.answer.files;
    latest.current = new Map(latest.current).set(stepId, stored);
    setFiles(latest.current);
  };

  const setError = (stepId: number, message: string | null) =>
    setErrors((current) => {
      const next = new Map(current);
      if (message) next.set(stepId, message);
      else next.delete(stepId);
      return next;
    });

  return {
    filesOf: (stepId: number) => files.get(stepId) ?? [],
    attach: (stepId: number, key: string) => save(stepId, latest.current.get(stepId) ?? [], key),
    remove: async (stepId: number, file: StoredFile) => {
      setRemoving(file.file_id);
      setError(stepId, null);
      try {
        const kept = (latest.current.get(stepId) ?? []).filter((f) => f.file_id !== file.file_id);
        await save(stepId, kept);
      } catch (error) {
        setError(stepId, errorMessage(error));
      } finally {
        setRemoving(null);
      }
    },
    removing,
    errorOf: (stepId: number) => errors.get(stepId) ?? null,
  };
}
