import { constants, createPrivateKey, generateKeyPair, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { serverKeys } from '../db/schema/index.js';
import { badRequest } from './errors.js';

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
  let loaded: Promise<PayloadKeys> | undefined;

  async function loadOrCreate(): Promise<PayloadKeys> {
    const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.purpose, PURPOSE));
    if (existing) return toKeys(existing);
    const pair = await generate('rsa', {
      modulusLength: 4096,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await db
      .insert(serverKeys)
      .values({
        purpose: PURPOSE,
        publicKey: pair.publicKey.toString('base64'),
        privateKey: pair.privateKey,
      })
      .onConflictDoNothing();
    // Another instance may have won the race: use whatever is stored.
    const [stored] = await db.select().from(serverKeys).where(eq(serverKeys.purpose, PURPOSE));
    if (!stored) throw new Error('payload key was not stored');
    return toKeys(stored);
  }

  return {
    get(): Promise<PayloadKeys> {
      loaded ??= loadOrCreate().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    },
  };
}

function toKeys(row: typeof serverKeys.$inferSelect): PayloadKeys {
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
