/** The longest key the server accepts (the contract's `key` limit). */
const MAX_KEY_LENGTH = 200;

/**
 * Reads the key of an emailed reset link, `/reset-password#key=…`. The key sits in the fragment
 * because browsers never send a fragment to a server or in a Referer, so it stays out of logs.
 */
export function readResetKey(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const key = params.get('key')?.trim();
  if (!key || key.length > MAX_KEY_LENGTH || /\s/.test(key)) return null;
  return key;
}
