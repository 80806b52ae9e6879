import { getTableColumns, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonInsert } from '../../db/json-insert.js';
import { jsonListOf } from '../../db/json-lists.js';
import { xpEvents, xpTotals, xpWeeks } from '../../db/schema/index.js';

export type XpAward = typeof xpEvents.$inferInsert;
export type AwardedXp = typeof xpEvents.$inferSelect;

function sumBy<T>(rows: readonly T[], key: (row: T) => string, points: (row: T) => number) {
  const sums = new Map<string, { row: T; points: number }>();
  for (const row of rows) {
    const held = sums.get(key(row));
    if (held) held.points += points(row);
    else sums.set(key(row), { row, points: points(row) });
  }
  // One fixed order of rows locked, so two awards at once never deadlock.
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, sum]) => sum);
}

/** XP awards from one JSON placeholder, prepared once per shape; a source held already is skipped. */
const insertXpEvents = jsonInsert('xp_events_insert', xpEvents, {
  skipConflictsOn: [xpEvents.studentId, xpEvents.sourceKey],
  returning: getTableColumns(xpEvents),
});

/** A source of XP a student holds already, as `heldXpSourcesJson` lists them. */
export interface HeldXpSource {
  studentId: number;
  sourceKey: string;
}

/**
 * The sources of XP held for these attempts (an id array), as a JSON list for a read beside
 * others: `awardXp` then skips awards held already without asking the database.
 */
export const heldXpSourcesJson = (attemptIds: SQLWrapper) =>
  jsonListOf<HeldXpSource>(
    sql`select json_build_object('studentId', ${xpEvents.studentId}, 'sourceKey', ${xpEvents.sourceKey}) from ${xpEvents} where ${xpEvents.attemptId} = any(${attemptIds})`,
  );

/** The awards that were new, and the XP in all of each student who earned some. */
export interface XpAwarded {
  awarded: AwardedXp[];
  totals: Map<number, number>;
}

/**
 * Stores XP awards inside the caller's transaction and answers the ones that were new. An award
 * whose source the student already has is skipped (its key is unique per student), so the same
 * XP is never counted twice however often its fact repeats; sources read as `held` in the same
 * transaction are skipped before the insert, which is not run when nothing is left. The totals and weekly sums move by
 * exactly what was new, so no read ever sums xp_events.
 */
export async function awardXp(
  tx: Database,
  awards: readonly XpAward[],
  held: readonly HeldXpSource[] = [],
): Promise<XpAwarded> {
  const totals = new Map<number, number>();
  const heldKeys = new Set(held.map((row) => `${row.studentId} ${row.sourceKey}`));
  const fresh = awards.filter((award) => !heldKeys.has(`${award.studentId} ${award.sourceKey}`));
  if (fresh.length === 0) return { awarded: [], totals };
  const awarded = await insertXpEvents(tx, fresh);
  const earning = awarded.filter((row) => row.points > 0);
  if (earning.length === 0) return { awarded, totals };
  const students = sumBy(
    earning,
    (row) => String(row.studentId).padStart(10, '0'),
    (row) => row.points,
  );
  const updated = await tx
    .insert(xpTotals)
    .values(
      students.map(({ row, points }) => ({
        studentId: row.studentId,
        organisationId: row.organisationId,
        totalPoints: points,
      })),
    )
    .onConflictDoUpdate({
      target: xpTotals.studentId,
      set: {
        totalPoints: sql`${xpTotals.totalPoints} + excluded.total_points`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ studentId: xpTotals.studentId, totalPoints: xpTotals.totalPoints });
  for (const row of updated) totals.set(row.studentId, row.totalPoints);
  const weeks = sumBy(
    earning,
    (row) => `${String(row.studentId).padStart(10, '0')}:${row.weekStart}`,
    (row) => row.points,
  );
  await tx
    .insert(xpWeeks)
    .values(
      weeks.map(({ row, points }) => ({
        studentId: row.studentId,
        weekStart: row.weekStart,
        organisationId: row.organisationId,
        points,
      })),
    )
    .onConflictDoUpdate({
      target: [xpWeeks.studentId, xpWeeks.weekStart],
      set: { points: sql`${xpWeeks.points} + excluded.points` },
    });
  return { awarded, totals };
}
