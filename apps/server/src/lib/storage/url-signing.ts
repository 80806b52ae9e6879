import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { loadOnce, loadOrCreateServerKey } from '../server-keys.js';

const PURPOSE = 'storage-url-signing';

/** What a presigned address grants: one operation on one file, until `expires` (epoch seconds). */
export interface SignedGrant {
  operation: 'upload' | 'download';
  key: string;
  contentType: string;
  expires: number;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * The secret presigned addresses are signed with (HMAC-SHA256): 32 random bytes made on first use
 * and kept with the other server keys, so every API instance signs and checks alike.
 */
export function createSigningSecret(db: Database) {
  return loadOnce(async () => {
    const row = await loadOrCreateServerKey(db, PURPOSE, async () => ({
      publicKey: '',
      privateKey: randomBytes(32).toString('base64'),
    }));
    return Buffer.from(row.privateKey, 'base64');
  });
}

export type SigningSecret = ReturnType<typeof createSigningSecret>;

function macOf(secret: Buffer, grant: SignedGrant): Buffer {
  const fields = [grant.operation, grant.key, grant.contentType, String(grant.expires)];
  return createHmac('sha256', secret).update(fields.join('\n')).digest();
}

export async function signGrant(secret: SigningSecret, grant: SignedGrant): Promise<string> {
  return macOf(await secret.get(), grant).toString('base64url');
}

/** A tampered address is invalid; an intact one past its time has expired. */
export async function checkGrant(
  secret: SigningSecret,
  grant: SignedGrant,
  signature: string,
  now: Date,
): Promise<SignatureCheck> {
  const expected = macOf(await secret.get(), grant);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return grant.expires * 1000 > now.getTime() ? 'valid' : 'expired';
}
