import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { assignments } from '../../db/schema/index.js';
import { type AssignmentFilter, assignmentsWhere } from './assignment-rows.repository.js';

export interface WorkGroup {
  kitId: number;
  activityId: number | null;
  lastAssigned: Date;
}

/** Assignments grouped by the work they give: a whole kit, or one activity of it. */
export function createGroupsRepository(db: Database) {
  const lastAssigned = sql<Date>`max(${assignments.createdAt})`.mapWith(assignments.createdAt);
  const groupsOf = (where: SQL) =>
    db
      .select({
        kitId: assignments.kitId,
        activityId: assignments.activityId,
        lastAssigned,
        // How many groups there are, with each of them.
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(assignments)
      .where(where)
      .groupBy(assignments.kitId, assignments.activityId);

  return {
    /**
     * One page of groups, most recently assigned first, and how many groups there are: counted
     * over the whole grouping in the same query, or apart when the page is past the last group.
     */
    async recentGroups(filter: AssignmentFilter, limit: number, offset: number) {
      const where = assignmentsWhere(filter);
      const page = await groupsOf(where)
        .orderBy(
          desc(lastAssigned),
          asc(assignments.kitId),
          sql`${assignments.activityId} nulls first`,
        )
        .limit(limit)
        .offset(offset);
      const groups: WorkGroup[] = page.map(({ total: _, ...group }) => group);
      if (page[0] || offset === 0) return { total: page[0]?.total ?? 0, groups };
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(groupsOf(where).as('groups'));
      return { total: counted?.n ?? 0, groups };
    },
  };
}
