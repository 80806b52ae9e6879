import { sql } from 'drizzle-orm';

/*
 * What the administrators' report's statements share (decision 0057): how they are planned,
 * their parameters, the scope's classes in the rollups and the levels they group by.
 */

/**
 * The statements are built once but run unnamed, so PostgreSQL plans each run with its values:
 * a plan for any values (what a named statement settles on after five runs) cannot drop the
 * filters not chosen (`$grade = 0 or ...`) and took 16.6 s for a district's scene, against
 * 0.26 s planned with its values (decision 0057).
 */
export const PLANNED_WITH_VALUES = '';

export const p = (name: string) => sql.placeholder(name);
export const ids = (name: string) => sql`${p(name)}::int[]`;
/** 0 (or null for a token) when the filter is not chosen. */
export const int = (name: string) => sql`${p(name)}::int`;

/** What the figures' statements are asked: the scope, its filters and its weeks. */
export interface FiguresAsk {
  schoolIds: number[];
  gradeId: number;
  classId: number;
  subjectId: number;
  teacherId: number;
  /** Whether the report breaks this week's active students down by subject, by teacher. */
  subjectLevel: boolean;
  teacherLevel: boolean;
  /** Mondays: the school year's first week, the trend's first, this week. */
  yearWeek: string;
  trendWeek: string;
  thisWeek: string;
}

/** The scope's classes in the teaching rollups or activity rollups aliased `r`. */
export const inScope = sql`r.school_id = any(${ids('schoolIds')})
  and (${int('gradeId')} = 0 or r.grade_id = ${int('gradeId')})
  and (${int('classId')} = 0 or r.class_id = ${int('classId')})`;

/** Rows of `alias` in the subject and with the teacher chosen (each 0 when any). */
export const ofChosenTeaching = (alias: string) => {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`(${int('subjectId')} = 0 or ${column('subject_id')} = ${int('subjectId')})
    and (${int('teacherId')} = 0 or ${column('teacher_id')} = ${int('teacherId')})`;
};

/** The levels the teaching figures are broken down by, each a column of the rollups. */
export type TeachingLevel = 'school' | 'grade' | 'class' | 'subject' | 'teacher';
const COLUMN: Record<TeachingLevel, string> = {
  school: 'school_id',
  grade: 'grade_id',
  class: 'class_id',
  subject: 'subject_id',
  teacher: 'teacher_id',
};

/** `when grouping(...) = 0 then '<level>'` for each level: which grouping set a row sums. */
export const levelWhens = (alias: string, levels: readonly TeachingLevel[]) =>
  levels.map((l) => `when grouping(${alias}.${COLUMN[l]}) = 0 then '${l}'`).join(' ');

/** The key of a grouping set's row: the one level's column it is grouped by (null: the total). */
export const groupKey = (alias: string, levels: readonly TeachingLevel[]) =>
  levels.length > 0
    ? `coalesce(${levels.map((l) => `${alias}.${COLUMN[l]}`).join(', ')})`
    : 'null::int';

/** The grouping sets: the total's, any given first, then one per level. */
export const groupingSets = (
  alias: string,
  levels: readonly TeachingLevel[],
  first: readonly string[] = [],
) => sql.raw(['()', ...first, ...levels.map((l) => `(${alias}.${COLUMN[l]})`)].join(', '));
