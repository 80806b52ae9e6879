import webpush from 'web-push';
import type { Database } from '../../db/client.js';
import { loadOnce, loadOrCreateServerKey } from '../../lib/server-keys.js';

export interface VapidDetails {
  subject: string;
  /** Uncompressed P-256 point, base64url: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
}

/** The MAIL_FROM address alone, whether written `Name <address>` or bare. */
function mailAddress(mailFrom: string): string {
  return (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

/**
 * Who push services may contact about our pushes (RFC 8292 `sub`): the app's public address when
 * it is a real https site, else a mailto: of MAIL_FROM (push services refuse http and localhost).
 */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  const site = new URL(publicUrl);
  if (site.protocol === 'https:' && site.hostname !== 'localhost') return site.origin;
  return `mailto:${mailAddress(mailFrom)}`;
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
