import { sql } from 'drizzle-orm';
import { preparedSql } from '../../../db/prepared.js';
import {
  groupingSets,
  groupKey,
  inScope,
  levelWhens,
  ofChosenTeaching,
  PLANNED_WITH_VALUES,
  p,
  type TeachingLevel,
} from './admin-report-fragments.sql.js';

/** One group of the teaching figures: sums over the school year (`year*`) and over all weeks read. */
export interface TeachingSums {
  level: 'total' | TeachingLevel | 'week';
  key: number | null;
  week: string | null;
  name: string | null;
  token: string | null;
  assignments: number;
  work: number;
  handedIn: number;
  marked: number;
  percentageSum: number;
}

const SUMS = ['assignments', 'work', 'handed_in', 'marked', 'percentage_sum'] as const;
const summed = (from: string) =>
  sql.raw(SUMS.map((column) => `sum(${from}.${column}) as ${column}`).join(', '));

/**
 * The work's sums of the scope, by each level asked for and by week, in one statement: the
 * scope's teaching weeks are read once, summed per teaching over the school year and per week
 * over the trend's weeks, and the teachings' sums grouped by the total and each level (GROUPING
 * SETS over about one row per teaching, not per week). One statement built per set of levels
 * (a handful in all).
 */
export function teachingStatement(levels: readonly TeachingLevel[]) {
  return preparedSql<TeachingSums>(PLANNED_WITH_VALUES, () => {
    const whens = levelWhens('t', levels);
    const levelOf = sql.raw(levels.length > 0 ? `case ${whens} else 'total' end` : `'total'`);
    const keyOf = sql.raw(groupKey('t', levels));
    const yearWeek = sql`${p('yearWeek')}::date`;
    const trendWeek = sql`${p('trendWeek')}::date`;
    // The scope's rows read twice rather than kept in a CTE: materialised, 142,000 rows of a
    // district spilled to disk and took twice as long as two scans.
    const scoped = sql`from report_teaching_weeks r where ${inScope} and ${ofChosenTeaching('r')}`;
    const grouped = sql`with teachings as (
        select r.school_id, r.grade_id, r.class_id, r.subject_id, r.teacher_id, ${summed('r')}
        ${scoped} and r.week >= ${yearWeek}
        group by r.class_id, r.subject_id, r.teacher_id, r.school_id, r.grade_id)
      select ${levelOf} as level, ${keyOf} as key, null::text as week, ${summed('t')}
        from teachings t group by grouping sets (${groupingSets('t', levels)})
      union all
      select 'week', null, r.week::text, ${summed('r')}
        ${scoped} and r.week >= ${trendWeek} and r.week <= ${p('thisWeek')}::date group by r.week`;
    // With no work in scope the total's row sums nothing: null, shown as 0.
    return sql`select g.level, g.key, g.week,
        coalesce(o.name, gr.name, c.name, s.name, u.first_name || ' ' || u.last_name) as name,
        coalesce(o.token, u.token)::text as token,
        coalesce(g.assignments, 0)::int as assignments, coalesce(g.work, 0)::int as work,
        coalesce(g.handed_in, 0)::int as "handedIn", coalesce(g.marked, 0)::int as marked,
        coalesce(g.percentage_sum, 0)::float8 as "percentageSum"
      from (${grouped}) g
      left join organisations o on g.level = 'school' and o.id = g.key
      left join grades gr on g.level = 'grade' and gr.id = g.key
      left join classes c on g.level = 'class' and c.id = g.key
      left join subjects s on g.level = 'subject' and s.id = g.key
      left join users u on g.level = 'teacher' and u.id = g.key`;
  });
}
