import { sql } from 'drizzle-orm';
import { preparedSql } from '../../../db/prepared.js';
import { activeMemberIds } from '../../classes/index.js';
import {
  groupingSets,
  groupKey,
  inScope,
  int,
  levelWhens,
  ofChosenTeaching,
  PLANNED_WITH_VALUES,
  p,
  type TeachingLevel,
} from './admin-report-fragments.sql.js';

export interface ActiveSums {
  level: 'total' | TeachingLevel | 'week';
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

/** The levels a week's active students are grouped by in the scope's rows. */
export type PlaceLevel = 'school' | 'grade' | 'class';
export const PLACE_LEVELS: readonly PlaceLevel[] = ['school', 'grade', 'class'];

/**
 * This week's and the trend's active students of the scope, grouped only by the levels the
 * report breaks down by: a district's 4,000 classes are not summed when no class is shown. One
 * statement built per set of levels (a handful in all).
 */
export const activityStatement = (places: readonly PlaceLevel[]) =>
  preparedSql<{ groups: ActiveSums[]; students: StudentSums[] }>(PLANNED_WITH_VALUES, () => {
    const subjectOr0 = int('subjectId');
    const teacherOr0 = int('teacherId');
    const thisWeek = sql`${p('thisWeek')}::date`;
    // The scope's rows of the trend's weeks in the subject and with the teacher chosen (0: any),
    // by school, grade, class and week in one pass.
    const base = sql`select case when grouping(r.week) = 0 then 'week' ${sql.raw(levelWhens('r', places))} else 'total' end as level,
        ${sql.raw(groupKey('r', places))} as key, r.week::text as week,
        (case when grouping(r.week) = 0 then sum(r.active) else coalesce(sum(r.active) filter (where r.week = ${thisWeek}), 0) end)::int as active
      from report_class_activity r
      where ${inScope} and r.subject_id = ${subjectOr0} and r.teacher_id = ${teacherOr0}
        and r.week >= ${p('trendWeek')}::date and r.week <= ${thisWeek}
      group by grouping sets (${groupingSets('r', places, ['(r.week)'])})`;
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
    const work = sql`select w.student_id, count(distinct w.assignment_id) as assignments, count(*) as work,
        count(*) filter (where w.handed_in) as handed_in, count(w.percentage) as marked, coalesce(sum(w.percentage), 0) as percentage_sum
      from report_work w join report_assignments a on a.assignment_id = w.assignment_id
      where a.class_id = ${int('classId')} and ${ofChosenTeaching('a')}
        and a.week >= ${p('yearWeek')}::date and w.student_id is not null
      group by w.student_id`;
    const active = sql`select distinct s.student_id from report_active_students s
      where s.class_id = ${int('classId')} and s.week = ${thisWeek} and ${ofChosenTeaching('s')}`;
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
