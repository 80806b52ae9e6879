import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outboxMessages } from '../db/schema/index.js';

/** The newest outbox message to an address so far, or null. */
async function newestTo(db: Database, to: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row ?? null;
}

/** Waits for the newest outbox message to an address (mail is sent in the background). */
export async function waitForOutboxMail(db: Database, to: string, after = 0, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = await newestTo(db, to);
    if (row && row.id > after) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** The id of the newest message to an address so far (0 when none), to wait for the next one. */
export async function latestOutboxId(db: Database, to: string): Promise<number> {
  return (await newestTo(db, to))?.id ?? 0;
}

export async function outboxCount(db: Database, to: string): Promise<number> {
  return (await db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to))).length;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
