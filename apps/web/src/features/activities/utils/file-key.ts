import { core } from '@kitlab/contract';

/**
 * The key of a file already in a step's response. A step's files are saved as a whole list of
 * keys, so adding a photo must name the ones it keeps; the wire gives each file a signed address
 * whose `key` is that file's key. Null when it does not carry a valid one.
 */
export function fileKeyOf(file: { url: string }): string | null {
  const query = file.url.includes('?') ? file.url.slice(file.url.indexOf('?') + 1) : '';
  const key = new URLSearchParams(query).get('key');
  return key !== null && core.UPLOAD_KEY_PATTERN.test(key) ? key : null;
}
