import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedSql } from '../../../db/prepared.js';
import { activeMemberIds } from '../../classes/index.js';

/*
 * Every statement of the administrators' report (decision 0057): the scene (options, names and
 * how many students each level counts) from the school tables, then the figures from the rollups
 * only, each one statement whatever the scope.
 */

/**
 * The statements are built once but run unnamed, so PostgreSQL plans each run with its values:
 * a plan for any values (what a named statement settles on after five runs) cannot drop the
 * filters not chosen (`$grade = 0 or ...`) and took 16.6 s for a district's scene, against
 * 0.26 s planned with its values (decision 0057).
 */
const PLANNED_WITH_VALUES = '';

const p = (name: string) => sql.placeholder(name);
const ids = (name: string) => sql`${p(name)}::int[]`;
/** 0 (or null for a token) when the filter is not chosen. */
const int = (name: string) => sql`${p(name)}::int`;

export interface SceneAsk {
  /** The schools in scope: the one chosen, else every school managed. */
  schoolIds: number[];
  /** The school in scope when there is one only, else 0. */
  oneSchoolId: number;
  /** The organisation whose time zone and name the scope takes when no school is chosen. */
  organisationId: number;
  gradeId: number;
  classId: number;
  subjectId: number;
  teacherToken: string | null;
}

export interface Named {
  id: number;
  name: string;
}

export interface SceneTeacher {
  id: number;
  token: string;
  firstName: string;
  lastName: string;
}

/** How many active students a group of the scope counts (a level's key, or the total's). */
export interface GroupStudents {
  level: 'total' | 'school' | 'grade' | 'class' | 'subject' | 'teacher';
  key: number | null;
  students: number;
}

export interface Scene {
  timeZone: string;
  organisationName: string;
  grades: Named[];
  classes: Named[];
  /** Every subject, `taught` when taught in the classes chosen (the subject filter's options). */
  subjects: (Named & { taught: boolean })[];
  teachers: SceneTeacher[];
  students: GroupStudents[];
}

/** One group of the teaching figures: sums over the school year (`year*`) and over all weeks read. */
export interface TeachingSums {
  level: 'total' | 'school' | 'grade' | 'class' | 'subject' | 'teacher' | 'week';
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

export interface ActiveSums {
  level: 'total' | 'school' | 'grade' | 'class' | 'subject' | 'teacher' | 'week';
  key: number | null;
  week: string | null;
  active: number;
}

export interface StudentSums {
  token: string;
  firstName: string;
  lastName: string;
  assignments: number;
  work: number;
  handedIn: number;
  marked: number;
  percentageSum: number;
  active: boolean;
}

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
const inScope = sql`r.school_id = any(${ids('schoolIds')})
  and (${int('gradeId')} = 0 or r.grade_id = ${int('gradeId')})
  and (${int('classId')} = 0 or r.class_id = ${int('classId')})`;

const sceneStatement = preparedSql<{ scene: Scene }>(PLANNED_WITH_VALUES, () => {
  // Each chosen class's active students, as the rollups' roster check last counted them.
  const rosterCounts = sql`select r.class_id, r.students from report_class_rosters r
    where r.class_id in (select id from chosen)`;
  const teacherId = sql`(select u.id from users u where u.token = ${p('teacherToken')}::uuid)`;
  const inSchools = sql`select c.id, c.name, c.organisation_id as school_id, c.grade_id from classes c where c.organisation_id = any(${ids('schoolIds')})`;
  const gradeCondition = sql`(${int('gradeId')} = 0 or grade_id = ${int('gradeId')})`;
  return sql`with in_schools as (${inSchools}),
    chosen as (select * from in_schools where ${gradeCondition} and (${int('classId')} = 0 or id = ${int('classId')})),
    teachings as (select tc.class_id, tc.subject_id, tc.teacher_id from teacher_classes tc join chosen on chosen.id = tc.class_id),
    subject_taught as (select * from teachings where ${int('subjectId')} = 0 or subject_id = ${int('subjectId')}),
    matching as (select * from subject_taught where ${p('teacherToken')}::uuid is null or teacher_id = ${teacherId}),
    counts as (${rosterCounts}),
    sized as (select chosen.*, coalesce(counts.students, 0) as students
      from chosen left join counts on counts.class_id = chosen.id
      where (${int('subjectId')} = 0 and ${p('teacherToken')}::uuid is null) or id in (select class_id from matching)),
    group_students as (
      select case when grouping(school_id) = 0 then 'school' when grouping(grade_id) = 0 then 'grade'
          else 'total' end as level,
        coalesce(school_id, grade_id) as key, sum(students)::int as students
      from sized group by grouping sets ((), (school_id), (grade_id))
      union all
      -- Classes and teachers are broken down only within one school: a district's 4,000 classes
      -- and 7,000 teachers are not counted for nothing.
      select 'class', id, students from sized where ${int('oneSchoolId')} <> 0
      union all
      select 'subject', t.subject_id, sum(s.students)::int from (select distinct class_id, subject_id from teachings
          where ${p('teacherToken')}::uuid is null or teacher_id = ${teacherId}) t
        join sized s on s.id = t.class_id group by t.subject_id
      union all
      select 'teacher', t.teacher_id, sum(s.students)::int from (select distinct class_id, teacher_id from subject_taught) t
        join sized s on s.id = t.class_id where ${int('oneSchoolId')} <> 0 group by t.teacher_id)
    select json_build_object(
      'timeZone', (select o.time_zone from organisations o where o.id = case when ${int('oneSchoolId')} = 0 then ${int('organisationId')} else ${int('oneSchoolId')} end),
      'organisationName', (select o.name from organisations o where o.id = ${int('organisationId')}),
      'grades', coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.number)
        from grades g where g.id in (select grade_id from in_schools)), '[]'::json),
      'classes', coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id)
        from in_schools c where ${int('oneSchoolId')} <> 0 and ${gradeCondition}), '[]'::json),
      'subjects', coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name,
          'taught', s.id in (select subject_id from teachings)) order by s.name) from subjects s), '[]'::json),
      'teachers', coalesce((select json_agg(json_build_object('id', u.id, 'token', u.token,
          'firstName', u.first_name, 'lastName', u.last_name) order by u.last_name, u.first_name, u.id)
        from users u where ${int('oneSchoolId')} <> 0 and u.id in (select teacher_id from subject_taught)), '[]'::json),
      'students', coalesce((select json_agg(json_build_object('level', level, 'key', key, 'students', students))
        from group_students), '[]'::json)) as scene`;
});

/** The grouping sets of the teaching figures a report needs: the total, its levels, its weeks. */
const TEACHING_LEVELS = ['school', 'grade', 'class', 'subject', 'teacher'] as const;
type TeachingLevel = (typeof TEACHING_LEVELS)[number];
const COLUMN: Record<TeachingLevel, string> = {
  school: 'school_id',
  grade: 'grade_id',
  class: 'class_id',
  subject: 'subject_id',
  teacher: 'teacher_id',
};

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
function teachingStatement(levels: readonly TeachingLevel[]) {
  return preparedSql<TeachingSums>(PLANNED_WITH_VALUES, () => {
    const columns = levels.map((l) => `t.${COLUMN[l]}`);
    const sets = sql.raw(['()', ...columns.map((c) => `(${c})`)].join(', '));
    const levelOf = sql.raw(
      levels.length > 0
        ? `case ${levels.map((l) => `when grouping(t.${COLUMN[l]}) = 0 then '${l}'`).join(' ')} else 'total' end`
        : `'total'`,
    );
    const keyOf = sql.raw(columns.length > 0 ? `coalesce(${columns.join(', ')})` : 'null::int');
    const yearWeek = sql`${p('yearWeek')}::date`;
    const trendWeek = sql`${p('trendWeek')}::date`;
    // The scope's rows read twice rather than kept in a CTE: materialised, 142,000 rows of a
    // district spilled to disk and took twice as long as two scans.
    const scoped = sql`from report_teaching_weeks r
        where ${inScope}
          and (${int('subjectId')} = 0 or r.subject_id = ${int('subjectId')})
          and (${int('teacherId')} = 0 or r.teacher_id = ${int('teacherId')})`;
    const grouped = sql`with teachings as (
        select r.school_id, r.grade_id, r.class_id, r.subject_id, r.teacher_id, ${summed('r')}
        ${scoped} and r.week >= ${yearWeek}
        group by r.class_id, r.subject_id, r.teacher_id, r.school_id, r.grade_id)
      select ${levelOf} as level, ${keyOf} as key, null::text as week, ${summed('t')}
        from teachings t group by grouping sets (${sets})
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

/** The levels a week's active students are grouped by in the scope's rows. */
type PlaceLevel = 'school' | 'grade' | 'class';
const PLACE_LEVELS: readonly PlaceLevel[] = ['school', 'grade', 'class'];

/**
 * This week's and the trend's active students of the scope, grouped only by the levels the
 * report breaks down by: a district's 4,000 classes are not summed when no class is shown. One
 * statement built per set of levels (a handful in all).
 */
const activityStatement = (places: readonly PlaceLevel[]) =>
  preparedSql<{ groups: ActiveSums[]; students: StudentSums[] }>(PLANNED_WITH_VALUES, () => {
    const subjectOr0 = int('subjectId');
    const teacherOr0 = int('teacherId');
    const thisWeek = sql`${p('thisWeek')}::date`;
    // The scope's rows of the trend's weeks in the subject and with the teacher chosen (0: any),
    // by school, grade, class and week in one pass.
    const levelOf = sql.raw(
      places.map((l) => `when grouping(r.${COLUMN[l]}) = 0 then '${l}'`).join(' '),
    );
    const keyOf = sql.raw(
      places.length > 0
        ? `coalesce(${places.map((l) => `r.${COLUMN[l]}`).join(', ')})`
        : 'null::int',
    );
    const sets = sql.raw(['()', '(r.week)', ...places.map((l) => `(r.${COLUMN[l]})`)].join(', '));
    const base = sql`select case when grouping(r.week) = 0 then 'week' ${levelOf} else 'total' end as level,
        ${keyOf} as key, r.week::text as week,
        (case when grouping(r.week) = 0 then sum(r.active) else coalesce(sum(r.active) filter (where r.week = ${thisWeek}), 0) end)::int as active
      from report_class_activity r
      where ${inScope} and r.subject_id = ${subjectOr0} and r.teacher_id = ${teacherOr0}
        and r.week >= ${p('trendWeek')}::date and r.week <= ${thisWeek}
      group by grouping sets (${sets})`;
    /** This week's active students by subject (any teacher, or the one chosen), or by teacher. */
    const thisWeekOf = (level: 'subject' | 'teacher') => {
      const [by, other, otherValue] =
        level === 'subject'
          ? ['subject_id', 'teacher_id', teacherOr0]
          : ['teacher_id', 'subject_id', subjectOr0];
      return sql`select ${sql.raw(`'${level}'`)}, r.${sql.raw(by)}, null::text, sum(r.active)::int
        from report_class_activity r
        where ${p(`${level}Level`)}::boolean and ${inScope} and r.week = ${thisWeek}
          and r.${sql.raw(by)} <> 0 and r.${sql.raw(other)} = ${otherValue}
        group by r.${sql.raw(by)}`;
    };
    const bySubject = thisWeekOf('subject');
    const byTeacher = thisWeekOf('teacher');
    const teachingOf = sql`(${subjectOr0} = 0 or a.subject_id = ${subjectOr0}) and (${teacherOr0} = 0 or a.teacher_id = ${teacherOr0})`;
    const work = sql`select w.student_id, count(distinct w.assignment_id) as assignments, count(*) as work,
        count(*) filter (where w.handed_in) as handed_in, count(w.percentage) as marked, coalesce(sum(w.percentage), 0) as percentage_sum
      from report_work w join report_assignments a on a.assignment_id = w.assignment_id
      where a.class_id = ${int('classId')} and ${teachingOf}
        and a.week >= ${p('yearWeek')}::date and w.student_id is not null
      group by w.student_id`;
    const active = sql`select distinct s.student_id from report_active_students s
      where s.class_id = ${int('classId')} and s.week = ${thisWeek}
        and (${subjectOr0} = 0 or s.subject_id = ${subjectOr0}) and (${teacherOr0} = 0 or s.teacher_id = ${teacherOr0})`;
    const members = activeMemberIds(int('classId'));
    const students = sql`with work as (${work})
      select json_build_object('token', u.token, 'firstName', u.first_name, 'lastName', u.last_name,
        'assignments', coalesce(w.assignments, 0), 'work', coalesce(w.work, 0), 'handedIn', coalesce(w.handed_in, 0),
        'marked', coalesce(w.marked, 0), 'percentageSum', coalesce(w.percentage_sum, 0),
        'active', u.id in (${active}))
      from (select student_id from work union ${members}) as listed
      join users u on u.id = listed.student_id
      left join work w on w.student_id = u.id
      where ${int('classId')} <> 0
      order by u.last_name, u.first_name, u.id`;
    return sql`select
      coalesce((select json_agg(json_build_object('level', g.level, 'key', g.key, 'week', g.week, 'active', g.active))
        from (${base} union all ${bySubject} union all ${byTeacher}) as g(level, key, week, active)), '[]'::json) as groups,
      coalesce((select json_agg(list.row) from (${students}) as list(row)), '[]'::json) as students`;
  });

/** The administrators' report's reads. */
const teachingStatements = new Map<string, ReturnType<typeof teachingStatement>>();
const activityStatements = new Map<string, ReturnType<typeof activityStatement>>();

/** The statement for these levels, built the first time they are asked for. */
function builtOnce<L extends string, S>(
  built: Map<string, S>,
  levels: readonly L[],
  build: (levels: readonly L[]) => S,
): S {
  const key = levels.join('_');
  const known = built.get(key);
  if (known) return known;
  const statement = build(levels);
  built.set(key, statement);
  return statement;
}

export function createAdminReportRepository(db: Database) {
  return {
    async scene(ask: SceneAsk): Promise<Scene> {
      const [row] = await sceneStatement(db, { ...ask });
      if (!row) throw new Error('the scene statement answers one row');
      return row.scene;
    },

    teachingSums(ask: FiguresAsk, levels: readonly TeachingLevel[]): Promise<TeachingSums[]> {
      const statement = builtOnce(teachingStatements, levels, teachingStatement);
      return statement(db, { ...ask });
    },

    async activitySums(ask: FiguresAsk, levels: readonly TeachingLevel[]) {
      const places = PLACE_LEVELS.filter((l) => levels.includes(l));
      const [row] = await builtOnce(activityStatements, places, activityStatement)(db, { ...ask });
      return row ?? { groups: [], students: [] };
    },
  };
}

export type AdminReportRepository = ReturnType<typeof createAdminReportRepository>;
export type { TeachingLevel };
