import webpush from 'web-push';
import type { Database } from '../../db/client.js';
import { loadOnce, loadOrCreateServerKey } from '../../lib/server-keys.js';

export interface VapidDetails {
  subject: string;
  /** Uncompressed P-256 point, base64url: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair, made once and kept in the database so every API instance signs
 * with the key browsers subscribed with. Changing it would orphan every subscription.
 */
export function createVapidKeys(db: Database, subject: string) {
  return loadOnce(async () => {
    const row = await loadOrCreateServerKey(db, 'vapid', async () => webpush.generateVAPIDKeys());
    return { subject, publicKey: row.publicKey, privateKey: row.privateKey } as VapidDetails;
  });
}

export type VapidKeys = ReturnType<typeof createVapidKeys>;
