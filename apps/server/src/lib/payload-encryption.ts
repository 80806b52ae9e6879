import { constants, createPrivateKey, generateKeyPair, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import type { Database } from '../db/client.js';
import { badRequest } from './errors.js';
import { loadOnce, loadOrCreateServerKey, type ServerKeyRow } from './server-keys.js';

const PURPOSE = 'password-payload';
const generate = promisify(generateKeyPair);

export interface PayloadKeys {
  keyId: number;
  /** SubjectPublicKeyInfo, DER, base64: what WebCrypto's importKey('spki') takes. */
  spki: string;
  decrypt(payload: string): string;
}

/**
 * The RSA key pair that browsers encrypt new passwords with (RSA-OAEP, SHA-256). Made on first use
 * and kept in the database so every API instance decrypts alike; 4096 bits leaves room for a
 * reset key and a 128-character password in one block.
 */
export function createPayloadKeys(db: Database) {
  return loadOnce(async () =>
    toKeys(
      await loadOrCreateServerKey(db, PURPOSE, async () => {
        const pair = await generate('rsa', {
          modulusLength: 4096,
          publicKeyEncoding: { type: 'spki', format: 'der' },
          privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        });
        return { publicKey: pair.publicKey.toString('base64'), privateKey: pair.privateKey };
      }),
    ),
  );
}

function toKeys(row: ServerKeyRow): PayloadKeys {
  const privateKey = createPrivateKey(row.privateKey);
  return {
    keyId: row.id,
    spki: row.publicKey,
    decrypt(payload: string): string {
      try {
        const plain = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(payload, 'base64'),
        );
        return plain.toString('utf8');
      } catch {
        throw badRequest(
          'The request could not be decrypted. Reload the page and try again.',
          undefined,
          'invalid_payload',
        );
      }
    },
  };
}
