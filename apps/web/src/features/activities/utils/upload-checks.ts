import { activities, core } from '@kitlab/contract';
import { countOf } from '@kitlab/domain';

export type UploadType = core.UploadContentType;
export type Attachments = 'none' | 'photos' | 'pdf' | 'photos_or_pdf';

/** How many first bytes `sniffUploadType` reads. */
export const SNIFF_BYTES = 12;

const hexOf = (bytes: Uint8Array) =>
  Array.from(bytes.subarray(0, SNIFF_BYTES), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A file's type from its first bytes, as the server checks it: a photo renamed .pdf, or a
 * screenshot saved as .jpg, is still sent as what it really is. Null for anything else.
 */
export function sniffUploadType(head: Uint8Array): UploadType | null {
  const hex = hexOf(head);
  if (hex.startsWith('ffd8ff')) return 'image/jpeg';
  if (hex.startsWith('89504e470d0a1a0a')) return 'image/png';
  if (hex.startsWith('52494646') && hex.slice(16, 24) === '57454250') return 'image/webp';
  if (hex.startsWith('255044462d')) return 'application/pdf';
  return null;
}

export const isPhotoType = (type: string) => type.startsWith('image/');

/** "850 KB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

const MAX_MB = core.MAX_UPLOAD_BYTES / (1024 * 1024);

/** What to say of a file that is no photo or PDF at all. */
export const unknownFileProblem = (name: string) =>
  `“${name}” is not a photo or PDF we can use. Choose a JPEG, PNG or WebP photo, or a PDF.`;

/** Why one chosen file cannot be sent, in words for the student; null when it can. */
export function fileProblem(
  file: { name: string; size: number },
  type: UploadType,
  accepts: Attachments,
): string | null {
  if (accepts === 'photos' && !isPhotoType(type)) return 'This step takes photos, not a PDF.';
  if (accepts === 'pdf' && isPhotoType(type)) return 'This step takes a PDF, not photos.';
  if (file.size > core.MAX_UPLOAD_BYTES) {
    return `“${file.name}” is ${formatBytes(file.size)}. Files can be at most ${MAX_MB} MB.`;
  }
  return null;
}

/**
 * Whether a step can take these files together, by the rule the server applies: photos up to
 * the step's limit, or one PDF, never both.
 */
export function stepFilesProblem(
  response: { attachments: Attachments; max_photos: number },
  types: readonly string[],
): string | null {
  const photos = types.filter(isPhotoType).length;
  const pdfs = types.length - photos;
  if (types.length > 0 && response.attachments === 'none') return 'This step does not take files.';
  if (pdfs > 1 || (pdfs > 0 && photos > 0)) return 'Add one PDF or some photos, not both.';
  const limit = Math.min(response.max_photos, activities.MAX_STEP_FILES);
  if (photos > limit) {
    return `You can add up to ${countOf(limit, 'photo')} for this step.`;
  }
  return null;
}

/** What the file picker offers: the types the step takes, so phones open the camera roll. */
export function acceptFor(accepts: Attachments): string {
  const photos = 'image/jpeg,image/png,image/webp';
  if (accepts === 'photos') return photos;
  if (accepts === 'pdf') return 'application/pdf';
  return `${photos},application/pdf`;
}
