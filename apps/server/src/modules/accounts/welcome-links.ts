import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResetKeys } from '../../db/schema/index.js';
import type { Mailer, MailMessage } from '../../lib/mail.js';
import { intArray, textArray, timestampParam } from '../../lib/sql-arrays.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { resetLinkMail } from './account-mail.js';

/** How long an emailed link to choose a password works. */
export const RESET_LINK_TTL_MS = 24 * 3600 * 1000;

export interface LinkRecipient {
  id: number;
  email: string;
  firstName: string;
  organisationId: number;
}

/**
 * A single-use link to choose a password: the key's hash to store and the address to mail. The
 * key travels in the fragment, which browsers never send to a server or in a Referer.
 */
export function newResetLink(publicUrl: string, userId: number, createdById: number, now: Date) {
  const key = newSecretToken();
  return {
    keyRow: {
      userId,
      keyHash: hashToken(key),
      purpose: 'link' as const,
      createdById,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
    },
    link: `${publicUrl}/reset-password#key=${key}`,
  };
}

/**
 * The welcome emails of many new accounts, as an administrator creating one gets it sent: their
 * link keys stored in one statement in the caller's transaction, the mails answered for sending
 * once it commits (`sendMails`).
 */
export async function prepareWelcomeLinks(
  db: Database,
  options: { publicUrl: string; createdById: number; now: Date },
  recipients: readonly LinkRecipient[],
): Promise<MailMessage[]> {
  if (recipients.length === 0) return [];
  const links = recipients.map((r) =>
    newResetLink(options.publicUrl, r.id, options.createdById, options.now),
  );
  const first = links[0]?.keyRow;
  await db.execute(sql`insert into ${passwordResetKeys} (user_id, key_hash, purpose, created_by_id,
      created_at, expires_at)
    select n.user_id, n.key_hash, 'link', ${options.createdById}, ${timestampParam(first?.createdAt ?? options.now)}, ${timestampParam(first?.expiresAt ?? options.now)}
    from unnest(${intArray(links.map((l) => l.keyRow.userId))},
      ${textArray(links.map((l) => l.keyRow.keyHash))}) as n(user_id, key_hash)`);
  return recipients.map((r, i) => resetLinkMail(r, links[i]?.link ?? '', true));
}

/** Sends mails one after the other (SMTP), or keeps them in the outbox in one statement. */
export async function sendMails(mailer: Mailer, mails: readonly MailMessage[]): Promise<void> {
  if (mailer.sendMany) return mailer.sendMany(mails);
  for (const mail of mails) await mailer.send(mail);
}
