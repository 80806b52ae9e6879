import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { live } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import { loadOnce, loadOrCreateServerKey } from '../../lib/server-keys.js';

const PURPOSE = 'live-stream-tickets';

/** Whom a ticket opens the stream for: a user, through one of their sign-ins, until `expires`. */
export interface TicketGrant {
  userId: number;
  authTokenId: number;
  /** Epoch seconds. */
  expires: number;
}

export type TicketCheck =
  | { result: 'valid'; grant: TicketGrant }
  | { result: 'expired' | 'invalid' };

/** The tickets' HMAC key: made on first use and kept in the database, shared by every instance. */
export function createTicketSecret(db: Database) {
  return loadOnce(async () => {
    const row = await loadOrCreateServerKey(db, PURPOSE, async () => ({
      publicKey: '',
      privateKey: randomBytes(32).toString('base64'),
    }));
    return Buffer.from(row.privateKey, 'base64');
  });
}

export type TicketSecret = ReturnType<typeof createTicketSecret>;

const fieldsOf = (grant: TicketGrant) => [grant.userId, grant.authTokenId, grant.expires];

function macOf(secret: Buffer, grant: TicketGrant): Buffer {
  return createHmac('sha256', secret)
    .update(`live\n${fieldsOf(grant).join('\n')}`)
    .digest();
}

/** `userId.authTokenId.expires.mac`: opaque to the browser, checked without a lookup. */
export async function issueTicket(
  secret: TicketSecret,
  signIn: { userId: number; authTokenId: number },
  now: Date,
): Promise<{ ticket: string; expiresIn: number }> {
  const grant = { ...signIn, expires: Math.floor(now.getTime() / 1000) + live.LIVE_TICKET_SECONDS };
  const mac = macOf(await secret.get(), grant).toString('base64url');
  return { ticket: [...fieldsOf(grant), mac].join('.'), expiresIn: live.LIVE_TICKET_SECONDS };
}

function parseTicket(ticket: string): { grant: TicketGrant; mac: Buffer } | null {
  const parts = ticket.split('.');
  if (parts.length !== 4) return null;
  const [userId, authTokenId, expires] = parts.slice(0, 3).map(Number);
  if (![userId, authTokenId, expires].every((n) => Number.isSafeInteger(n) && (n ?? 0) > 0)) {
    return null;
  }
  const grant = { userId, authTokenId, expires } as TicketGrant;
  return { grant, mac: Buffer.from(parts[3] ?? '', 'base64url') };
}

/** A tampered ticket is invalid; an intact one past its time has expired. */
export async function checkTicket(
  secret: TicketSecret,
  ticket: string,
  now: Date,
): Promise<TicketCheck> {
  const parsed = parseTicket(ticket);
  if (!parsed) return { result: 'invalid' };
  const expected = macOf(await secret.get(), parsed.grant);
  if (parsed.mac.length !== expected.length || !timingSafeEqual(parsed.mac, expected)) {
    return { result: 'invalid' };
  }
  if (parsed.grant.expires * 1000 <= now.getTime()) return { result: 'expired' };
  return { result: 'valid', grant: parsed.grant };
}
