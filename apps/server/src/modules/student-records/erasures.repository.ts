import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { dataErasures, organisations, users } from '../../db/schema/index.js';

const erasedBy = alias(users, 'erased_by');

const receiptFields = {
  receipt: dataErasures.receipt,
  erasedAt: dataErasures.erasedAt,
  reason: dataErasures.reason,
  removed: dataErasures.removed,
  schoolToken: organisations.token,
  schoolName: organisations.name,
  erasedByToken: erasedBy.token,
  erasedByFirstName: erasedBy.firstName,
  erasedByLastName: erasedBy.lastName,
};

export type ReceiptRow = {
  [K in keyof typeof receiptFields]: (typeof receiptFields)[K]['_']['data'] | null;
};

/** The erasure receipts (they name no student) and the student an erasure is about. */
export function createErasuresRepository(db: Database) {
  const receipts = () =>
    db
      .select(receiptFields)
      .from(dataErasures)
      .innerJoin(organisations, eq(organisations.id, dataErasures.organisationId))
      .leftJoin(erasedBy, eq(erasedBy.id, dataErasures.erasedById));

  return {
    /** A student's school, locking their row for the erasure; null for anyone else. */
    async lockStudent(studentId: number): Promise<{ organisationId: number } | null> {
      const [row] = await db
        .select({ organisationId: users.organisationId })
        .from(users)
        .where(and(eq(users.id, studentId), eq(users.userType, 'S')))
        .for('update');
      return row ?? null;
    },

    async insert(values: typeof dataErasures.$inferInsert): Promise<number> {
      const [row] = await db.insert(dataErasures).values(values).returning({ id: dataErasures.id });
      if (!row) throw new Error('erasure receipt insert returned no row');
      return row.id;
    },

    async one(id: number): Promise<ReceiptRow | undefined> {
      const [row] = await receipts().where(eq(dataErasures.id, id));
      return row;
    },

    async page(schoolIds: number[], page: number, perPage: number) {
      if (schoolIds.length === 0) return { rows: [], total: 0 };
      const inSchools = inArray(dataErasures.organisationId, schoolIds);
      const rows = await receipts()
        .where(inSchools)
        .orderBy(desc(dataErasures.erasedAt), desc(dataErasures.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(dataErasures).where(inSchools);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
