import type { core } from '@kitlab/contract';

type UploadContentType = core.UploadContentType;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** How many first bytes `detectFileType` needs. */
export const FILE_TYPE_PROBE_BYTES = 12;

/**
 * The type of a file from its first bytes (its magic number), whatever its name or the type the
 * client claimed: JPEG, PNG, WebP or PDF; null for anything else.
 */
export function detectFileType(bytes: Uint8Array): UploadContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

const EXTENSIONS: Record<UploadContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export function extensionOf(contentType: UploadContentType): string {
  return EXTENSIONS[contentType];
}

export const isPhoto = (contentType: string) => contentType.startsWith('image/');
