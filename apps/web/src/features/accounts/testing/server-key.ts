import { webcrypto } from 'node:crypto';
import { toBase64 } from '../utils/encrypt-payload';

export const testSubtle = webcrypto.subtle as unknown as SubtleCrypto;

/** A key pair like the server's: the public half as base64 SPKI, the private half to decrypt. */
export async function testKeyPair(): Promise<{ spki: string; privateKey: CryptoKey }> {
  const pair = await testSubtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = toBase64(new Uint8Array(await testSubtle.exportKey('spki', pair.publicKey)));
  return { spki, privateKey: pair.privateKey };
}
