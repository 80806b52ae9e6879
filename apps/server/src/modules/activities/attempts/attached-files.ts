import { invalidFields } from '../../../lib/errors.js';
import type { FileStore } from '../../../lib/storage/file-store.js';
import { checkStoredUpload } from '../../../lib/storage/stored-upload.js';
import type { AuthUser } from '../../../plugins/auth.js';
import type { AttemptsRepository, UploadedFileRow } from './attempts.repository.js';

/**
 * The uploaded files a student names by key, before they become part of their work: their own,
 * arrived, not already part of other work (a page or an earlier hand-in kept after a return
 * included), and still there and what they claim to be (`checkStoredUpload`).
 */
export function createAttachedFiles(deps: { attempts: AttemptsRepository; files: FileStore }) {
  const { attempts, files } = deps;
  const refuse = (field: string, message: string) => invalidFields({ [field]: [message] });

  return {
    async forKeys(
      user: AuthUser,
      keys: readonly string[],
      field: string,
      /** The answer the files may already belong to (the same step saved again). */
      ownAnswerId: number | null,
    ): Promise<UploadedFileRow[]> {
      if (new Set(keys).size !== keys.length) throw refuse(field, 'Send each file once.');
      const rows = await attempts.uploadsOf(user.id, [...keys]);
      const found = keys.map((key) => rows.find((row) => row.key === key));
      if (found.some((row) => !row)) {
        throw refuse(field, 'Upload the file first: this key has no uploaded file of yours.');
      }
      const uploads = found.filter((row): row is UploadedFileRow => row !== undefined);
      const attached = await attempts.attachmentsOf(uploads.map((row) => row.id));
      // A file the answer keeps from before a return is also in the history: it stays.
      const kept = new Set(
        attached
          .filter((a) => a.answerId !== null && a.answerId === ownAnswerId)
          .map((a) => a.fileId),
      );
      const elsewhere = (a: (typeof attached)[number]) =>
        a.inHistory ? !kept.has(a.fileId) : a.answerId === null || a.answerId !== ownAnswerId;
      if (attached.some(elsewhere)) {
        throw refuse(field, 'This file is already part of other work. Upload it again.');
      }
      for (const upload of uploads) await checkStoredUpload(files, upload);
      return uploads;
    },
  };
}

export type AttachedFiles = ReturnType<typeof createAttachedFiles>;
