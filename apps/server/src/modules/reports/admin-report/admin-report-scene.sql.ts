import { sql } from 'drizzle-orm';
import { preparedSql } from '../../../db/prepared.js';
import { ids, int, PLANNED_WITH_VALUES, p } from './admin-report-fragments.sql.js';

/*
 * The administrators' report's scene (decision 0057): the filters' options, the names and how
 * many students each level counts, from the school tables and the rollups' roster check.
 */

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

export const sceneStatement = preparedSql<{ scene: Scene }>(PLANNED_WITH_VALUES, () => {
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
