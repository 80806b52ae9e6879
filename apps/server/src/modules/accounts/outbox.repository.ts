import { count, desc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The development mailbox: mail kept instead of sent when no SMTP server is set. */
export function createOutboxRepository(db: Database) {
  return {
    /** One page of the organisations' mail, newest first, and how much there is. */
    async page(organisationIds: number[], limit: number, offset: number) {
      if (organisationIds.length === 0) return { total: 0, rows: [] };
      const scope = inArray(outboxMessages.organisationId, organisationIds);
      const [total] = await db.select({ n: count() }).from(outboxMessages).where(scope);
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(scope)
        .orderBy(desc(outboxMessages.id))
        .limit(limit)
        .offset(offset);
      return { total: Number(total?.n ?? 0), rows };
    },
  };
}
