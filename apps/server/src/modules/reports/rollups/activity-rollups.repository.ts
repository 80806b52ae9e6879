import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { rowsOf } from '../../../db/raw-rows.js';
import {
  classes,
  learningEvents,
  organisations,
  reportActiveStudents,
  reportClassActivity,
  studentClasses,
} from '../../../db/schema/index.js';
import type { EventRange } from '../../derived-views/index.js';
import { districtIdOf } from '../../organisations/index.js';
import { ACTIVE_KINDS, type ClassWeek } from './rollup-keys.js';
import { eventsIn, intArray, mondayOf, type Only, textArray } from './rollup-sql.js';

/**
 * The statements of the rollups of active students: who was active in which week, and each
 * class's weekly counts. Each runs inside a refresh's transaction.
 */
export function createActivityRollupsRepository(db: Database) {
  return {
    /**
     * Takes in the students who saved an answer or handed in among these events (or among every
     * event), in the week of the school's calendar it happened: a row for any work, for the
     * subject, for the teacher and for the teaching. Answers the classes and weeks taken in.
     */
    async takeActiveStudents(range: EventRange | 'all'): Promise<ClassWeek[]> {
      const events = range === 'all' ? sql`true` : eventsIn(range);
      return rowsOf<ClassWeek>(
        db,
        sql`with active as (
          select distinct ${mondayOf(sql`(${learningEvents.occurredAt} at time zone ${organisations.timeZone})`)} as week,
            ${learningEvents.studentId} as student_id,
            coalesce(${learningEvents.classId}, ${studentClasses.classId}) as class_id,
            coalesce(${learningEvents.subjectId}, 0) as subject_id,
            coalesce(${learningEvents.teacherId}, 0) as teacher_id
          from ${learningEvents}
          inner join ${organisations} on ${organisations.id} = ${learningEvents.organisationId}
          left join ${studentClasses} on ${studentClasses.studentId} = ${learningEvents.studentId}
          where ${events} and ${learningEvents.kind} = any(${textArray(ACTIVE_KINDS)})
            and ${learningEvents.studentId} is not null
        ), granular as (
          select week, student_id, class_id, g.subject_id, g.teacher_id
          from active cross join lateral (values (subject_id, teacher_id), (subject_id, 0),
            (0, teacher_id), (0, 0)) as g(subject_id, teacher_id)
          where class_id is not null
        ), taken as (
          insert into ${reportActiveStudents} (week, student_id, class_id, subject_id, teacher_id)
          select distinct week, student_id, class_id, subject_id, teacher_id from granular
            where class_id in (select ${classes.id} from ${classes})
          on conflict do nothing
          returning class_id, week
        )
        select distinct class_id as "classId", week::text as week from taken`,
      );
    },

    /** Deletes the active students' rows that name a student, before a rebuild takes them in. */
    async forgetNamedActiveStudents(): Promise<void> {
      await db.execute(sql`delete from ${reportActiveStudents} where student_id is not null`);
    },

    /** Counts again the active students of these classes and weeks. */
    async syncClassActivity(keys: Only<ClassWeek>): Promise<void> {
      if (keys !== 'all' && keys.length === 0) return;
      const these = (table: typeof reportClassActivity | typeof reportActiveStudents) =>
        keys === 'all'
          ? sql`true`
          : sql`(${table.classId}, ${table.week}) in (select * from unnest(
            ${intArray(keys.map((k) => k.classId))}, ${textArray(keys.map((k) => k.week))}::date[]))`;
      await db.execute(sql`delete from ${reportClassActivity} where ${these(reportClassActivity)}`);
      const active = reportActiveStudents;
      await db.execute(sql`insert into ${reportClassActivity} (class_id, week, subject_id, teacher_id,
          district_id, school_id, grade_id, active)
        select ${active.classId}, ${active.week}, ${active.subjectId}, ${active.teacherId},
          ${districtIdOf}, ${organisations.id}, ${classes.gradeId}, count(*)::int
        from ${active}
        inner join ${classes} on ${classes.id} = ${active.classId}
        inner join ${organisations} on ${organisations.id} = ${classes.organisationId}
        where ${these(active)}
        group by ${active.classId}, ${active.week}, ${active.subjectId}, ${active.teacherId},
          ${organisations.id}, ${classes.gradeId}`);
    },
  };
}

export type ActivityRollupsRepository = ReturnType<typeof createActivityRollupsRepository>;
