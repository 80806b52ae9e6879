import { shrinkPhoto } from './shrink-photo';
import {
  type Attachments,
  fileProblem,
  isPhotoType,
  SNIFF_BYTES,
  sniffUploadType,
  type UploadType,
  unknownFileProblem,
} from './upload-checks';

export type PreparedUpload =
  | { ok: true; name: string; body: Blob; type: UploadType }
  | { ok: false; name: string; problem: string };

/** A chosen file made ready to send: its real type, a large photo shrunk, or why it cannot go. */
export async function prepareUpload(file: File, accepts: Attachments): Promise<PreparedUpload> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const sniffed = sniffUploadType(head);
  if (sniffed === null)
    return { ok: false, name: file.name, problem: unknownFileProblem(file.name) };
  const shrunk = isPhotoType(sniffed) ? await shrinkPhoto(file) : null;
  const body = shrunk ?? file;
  const type: UploadType = shrunk ? 'image/jpeg' : sniffed;
  const problem = fileProblem({ name: file.name, size: body.size }, type, accepts);
  return problem === null
    ? { ok: true, name: file.name, body, type }
    : { ok: false, name: file.name, problem };
}
