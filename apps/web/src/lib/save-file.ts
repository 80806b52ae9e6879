/** Characters that file systems refuse in a name (Windows is the strictest), and controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE_IN_FILE_NAME = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;
const MAX_NAME_LENGTH = 120;

/**
 * A file name made from a title: unsafe characters become spaces, spaces collapse, and the
 * extension is added. "Forces: push & pull?" -> "Forces push & pull.pdf".
 */
export function fileNameFor(title: string, extension: string, fallback = 'download'): string {
  const base = title
    .replace(UNSAFE_IN_FILE_NAME, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .replace(/[. ]+$/, '');
  return `${base || fallback}.${extension}`;
}

/** Hands bytes to the browser as a download with this name. */
export function saveFile(bytes: Uint8Array, fileName: string, mediaType: string): void {
  // A copy: a Blob may not be made from a view of shared memory.
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the blob after click() returns; let them.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
