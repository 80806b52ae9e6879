import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { epochMs } from '../../db/epoch-ms.js';
import { jsonListOf } from '../../db/json-lists.js';
import { activities, answerHeaders, assignments, studentClasses } from '../../db/schema/index.js';
import { groupedBy } from '../../lib/grouped.js';
import {
  type AssignmentFilter,
  assignmentsWhere,
  sqlStatementsByForm,
  statementsByForm,
} from './assignment-filter.js';
import {
  type AssignmentRow,
  assignmentRowOf,
  assignmentRowsAsJson,
} from './assignment-rows.repository.js';
import { coveredByAssignment } from './completion.sql.js';
import { type MemberSubmissions, memberHandInsAsJson } from './submissions.repository.js';

/** What the page's statement answers: each list as JSON. */
interface PageScene {
  groups: { kitId: number; activityId: number | null; lastAssigned: number; total: number }[];
  rows: Record<string, unknown>[];
  members: MemberSubmissions[];
}

const workKey = (kitId: number, activityId: number | null) => `${kitId}:${activityId}`;

/** Work set to one or more classes, a whole kit or one activity of it, with its assignments. */
export interface WorkGroup {
  kitId: number;
  activityId: number | null;
  lastAssigned: Date;
  /** In class order. */
  rows: AssignmentRow[];
}

/** Assignments grouped by the work they give: a whole kit, or one activity of it. */
export function createGroupsRepository(db: Database) {
  /** The groups of the assignments `where` picks, with the page's own fields (`extra`). */
  const groupsOf = (where: SQL, extra: { ids?: SQL.Aliased<number[]> } = {}) =>
    db
      .select({
        ...extra,
        kitId: assignments.kitId,
        activityId: assignments.activityId,
        lastAssigned: sql<Date>`max(${assignments.createdAt})`.as('last_assigned'),
        // How many groups there are, with each of them.
        total: sql<number>`(count(*) over ())::int`.as('total'),
      })
      .from(assignments)
      .where(where)
      .groupBy(assignments.kitId, assignments.activityId);

  /*
   * One statement for the page: the groups, their assignments and their classes' hand-ins, so a
   * call makes one round trip to the database whatever the page holds. The page and its
   * assignments are worked out once (`page`, `work`) and read by each list.
   */
  const pageOf = sqlStatementsByForm<PageScene, { limit: number; offset: number }>(
    db,
    'assignment_groups_page',
    (filter) => pageScene(assignmentsWhere(filter)),
  );
  function pageScene(where: SQL) {
    const page = groupsOf(where, { ids: sql<number[]>`array_agg(${assignments.id})`.as('ids') })
      .orderBy(
        desc(sql`last_assigned`),
        asc(assignments.kitId),
        sql`${assignments.activityId} nulls first`,
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    const work = sql`select unnest(ids) as id from page`;
    const inWork = sql`${assignments.id} in (select id from work)`;
    const groups = sql`select json_build_object('kitId', kit_id, 'activityId', activity_id, 'lastAssigned', ${epochMs(sql`last_assigned`)}, 'total', total) from page order by last_assigned desc, kit_id, activity_id nulls first`;
    const members = memberHandInsAsJson(db, {
      classes: sql`${studentClasses.classId} in (select ${assignments.classId} from ${assignments} where ${inWork})`,
      activities: sql`${answerHeaders.activityId} in (select ${activities.id} from ${assignments} inner join ${activities} on ${coveredByAssignment} where ${inWork})`,
    });
    return sql`with page as (${page}), work as (${work})
      select ${jsonListOf(groups)} as groups,
        ${jsonListOf(assignmentRowsAsJson(db, inWork, 'class'))} as rows,
        ${jsonListOf(members)} as members`;
  }
  const countOf = statementsByForm('assignment_groups_count', (filter, name) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(groupsOf(assignmentsWhere(filter)).as('groups'))
      .prepare(name),
  );

  return {
    /**
     * One page of groups, most recently assigned first, with the active students of their
     * classes and what they handed in of the work, and how many groups there are: counted over
     * the whole grouping in the same statement, or apart when the page is past the last group.
     */
    async recentGroups(filter: AssignmentFilter, limit: number, offset: number) {
      const [scene] = await pageOf(filter, { limit, offset });
      const rowsOf = groupedBy(scene?.rows.map(assignmentRowOf) ?? [], (row) =>
        workKey(row.kitId, row.activityId),
      );
      const found = scene?.groups ?? [];
      const groups = found.map(
        ({ total: _, ...group }): WorkGroup => ({
          ...group,
          lastAssigned: new Date(group.lastAssigned),
          rows: rowsOf.get(workKey(group.kitId, group.activityId)) ?? [],
        }),
      );
      const members = scene?.members ?? [];
      if (found[0] || offset === 0) return { total: found[0]?.total ?? 0, groups, members };
      const [counted] = await countOf(filter);
      return { total: counted?.n ?? 0, groups, members };
    },
  };
}
