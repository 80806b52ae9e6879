import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organisations } from '../../db/schema/index.js';

export interface ScopedUser {
  id: number;
  organisationId: number;
  userType: 'S' | 'T' | 'C';
}

export interface SchoolRow {
  id: number;
  token: string;
  name: string;
  parentId: number | null;
}

/**
 * The schools whose data a user may see: a student's or teacher's own school; a school
 * administrator's school; a district administrator's schools.
 */
export async function schoolsVisibleTo(db: Database, user: ScopedUser): Promise<SchoolRow[]> {
  const rows = await db
    .select({
      id: organisations.id,
      token: organisations.token,
      name: organisations.name,
      parentId: organisations.parentId,
      kind: organisations.kind,
    })
    .from(organisations)
    .where(
      or(
        eq(organisations.id, user.organisationId),
        eq(organisations.parentId, user.organisationId),
      ),
    )
    .orderBy(organisations.name);
  const own = rows.find((r) => r.id === user.organisationId);
  if (own?.kind === 'school') return [own];
  return user.userType === 'C' ? rows.filter((r) => r.kind === 'school') : [];
}

/** The district an organisation belongs to (itself when it is one). */
export async function districtOf(db: Database, organisationId: number) {
  const [org] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  if (!org || org.kind === 'district' || org.parentId === null) return org ?? null;
  const [parent] = await db.select().from(organisations).where(eq(organisations.id, org.parentId));
  return parent ?? null;
}

/** The district an organisation belongs to (itself when it has none), as SQL over `organisations`. */
export const districtIdOf = sql<number>`coalesce(${organisations.parentId}, ${organisations.id})`;
