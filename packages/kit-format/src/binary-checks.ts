/** Media types a kit may contain, by file extension. */
export const MEDIA_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
} as const;

export type KitMediaType = (typeof MEDIA_TYPES)[keyof typeof MEDIA_TYPES];

export function mediaTypeOf(path: string): KitMediaType | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(MEDIA_TYPES, extension)
    ? MEDIA_TYPES[extension as keyof typeof MEDIA_TYPES]
    : undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Returns why a binary file does not look like what its extension says, or undefined. */
export function binaryProblem(type: KitMediaType, bytes: Uint8Array): string | undefined {
  if (type === 'image/png' && !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    return 'This file is not a PNG image';
  }
  if (type === 'image/jpeg' && !(bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)) {
    return 'This file is not a JPEG image';
  }
  if (
    type === 'application/pdf' &&
    Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-'
  ) {
    return 'This file is not a PDF document';
  }
  return undefined;
}

/** PDF printables are opened by pupils' devices; refuse those that carry actions or scripts. */
export function pdfActiveContent(bytes: Uint8Array): string | undefined {
  const text = Buffer.from(bytes).toString('latin1');
  const match = /\/(JavaScript|JS|Launch|EmbeddedFile|OpenAction|AA|RichMedia|XFA)\b/.exec(text);
  return match ? `PDF contains active content (/${match[1]})` : undefined;
}
