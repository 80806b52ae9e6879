import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { assignments } from '../../db/schema/index.js';
import { type AssignmentFilter, assignmentsWhere, statementsByForm } from './assignment-filter.js';

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
  const pageOf = statementsByForm<
    Awaited<ReturnType<typeof groupsOf>>,
    { limit: number; offset: number }
  >('assignment_groups_page', (filter, name) =>
    groupsOf(assignmentsWhere(filter))
      .orderBy(
        desc(lastAssigned),
        asc(assignments.kitId),
        sql`${assignments.activityId} nulls first`,
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const countOf = statementsByForm('assignment_groups_count', (filter, name) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(groupsOf(assignmentsWhere(filter)).as('groups'))
      .prepare(name),
  );

  return {
    /**
     * One page of groups, most recently assigned first, and how many groups there are: counted
     * over the whole grouping in the same query, or apart when the page is past the last group.
     */
    async recentGroups(filter: AssignmentFilter, limit: number, offset: number) {
      const page = await pageOf(filter, { limit, offset });
      const groups: WorkGroup[] = page.map(({ total: _, ...group }) => group);
      if (page[0] || offset === 0) return { total: page[0]?.total ?? 0, groups };
      const [counted] = await countOf(filter);
      return { total: counted?.n ?? 0, groups };
    },
  };
}
