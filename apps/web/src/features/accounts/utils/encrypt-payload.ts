/**
 * Encrypts a JSON value for the server as its recovery calls expect: RSA-OAEP with SHA-256 under
 * the published SPKI key, sent as base64. A new password then never travels, or is logged, in
 * clear even where TLS ends before the API.
 */
export async function encryptForServer(
  value: unknown,
  spkiBase64: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  // WebCrypto exists only in secure contexts (HTTPS or localhost).
  if (!subtle) throw new EncryptionUnavailableError();
  const key = await subtle.importKey(
    'spki',
    fromBase64(spkiBase64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(JSON.stringify(value)),
  );
  return toBase64(new Uint8Array(cipher));
}

export class EncryptionUnavailableError extends Error {
  constructor() {
    super('This browser cannot encrypt the new password. Open Kitlab over HTTPS and try again.');
    this.name = 'EncryptionUnavailableError';
  }
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
