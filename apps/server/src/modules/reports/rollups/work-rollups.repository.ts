import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { rowsOf } from '../../../db/raw-rows.js';
import {
  activities,
  answerHeaders,
  assignments,
  classes,
  learningEvents,
  organisations,
  reportAssignments,
  reportClassRosters,
  reportTeachingWeeks,
  reportWork,
  studentClasses,
  teacherClasses,
  users,
} from '../../../db/schema/index.js';
import { scorePercentageSql, shownAttemptFirst } from '../../activities/index.js';
import { coveredByAssignment, standingAssignment } from '../../assignments/index.js';
import { subjectOfAssignment } from '../../classes/index.js';
import type { EventRange } from '../../derived-views/index.js';
import { districtIdOf } from '../../organisations/index.js';
import { ASSIGNMENT_KINDS, type TeachingWeek, WORK_KINDS } from './rollup-keys.js';
import { among, eventsIn, intArray, mondayOf, type Only, textArray } from './rollup-sql.js';

/**
 * The statements of the rollups of work: which assignments to redo, where each sits in the
 * report, its work per student and the teaching weeks' sums. Each runs inside a refresh's
 * transaction.
 */
export function createWorkRollupsRepository(db: Database) {
  return {
    /**
     * Assignments whose figures the events may have changed: those the events name (given,
     * moved, cancelled ...) and every assignment of the student's class covering an activity
     * the events handed in, marked or returned (an activity may be in two assignments).
     */
    async assignmentsTouched(range: EventRange): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select ${learningEvents.assignmentId} as id from ${learningEvents}
          where ${eventsIn(range)} and ${learningEvents.kind} = any(${textArray(ASSIGNMENT_KINDS)})
            and ${learningEvents.assignmentId} is not null
        union
        select ${assignments.id} from ${learningEvents}
          inner join ${studentClasses} on ${studentClasses.studentId} = ${learningEvents.studentId}
          inner join ${assignments} on ${assignments.classId} = ${studentClasses.classId}
          inner join ${activities} on ${activities.id} = ${learningEvents.activityId}
            and ${coveredByAssignment}
          where ${eventsIn(range)} and ${learningEvents.kind} = any(${textArray(WORK_KINDS)})`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * Assignments of the classes whose roster changed since the last run, keeping each class's
     * new fingerprint (its active students and its teachings) and how many active students it has.
     */
    async assignmentsOfChangedRosters(): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`with member as (
          select ${studentClasses.classId} as class_id, count(*)::int as students,
            string_agg(${studentClasses.studentId}::text, ',' order by ${studentClasses.studentId}) as ids
          from ${studentClasses}
          inner join ${users} on ${users.id} = ${studentClasses.studentId} and ${users.isActive}
          group by ${studentClasses.classId}
        ), teaching as (
          select ${teacherClasses.classId} as class_id,
            string_agg(${teacherClasses.id}::text, ',' order by ${teacherClasses.id}) as ids
          from ${teacherClasses} group by ${teacherClasses.classId}
        ), roster as (
          select ${classes.id} as class_id, coalesce(member.students, 0) as students,
            md5(coalesce(member.ids, '') || '/' || coalesce(teaching.ids, '')) as fingerprint
          from ${classes}
          left join member on member.class_id = ${classes.id}
          left join teaching on teaching.class_id = ${classes.id}
        ), changed as (
          insert into ${reportClassRosters} (class_id, fingerprint, students)
          select class_id, fingerprint, students from roster
          on conflict (class_id) do update
            set fingerprint = excluded.fingerprint, students = excluded.students
            where ${reportClassRosters.fingerprint} <> excluded.fingerprint
          returning class_id
        )
        select ${assignments.id} as id from ${assignments}
        where ${assignments.classId} in (select class_id from changed)`,
      );
      return rows.map((row) => row.id);
    },

    /** Where these assignments sit in the report now (before they are synced, or after). */
    async teachingWeeksOf(ids: readonly number[]): Promise<TeachingWeek[]> {
      return rowsOf<TeachingWeek>(
        db,
        sql`select distinct ${reportAssignments.classId} as "classId",
            ${reportAssignments.subjectId} as "subjectId", ${reportAssignments.teacherId} as "teacherId",
            ${reportAssignments.week}::text as week
          from ${reportAssignments} where ${among(reportAssignments.assignmentId, ids)}`,
      );
    },

    /**
     * Places these assignments in the report: their class's district, school and grade, the
     * subject they were given in (0 once that teaching ended) and their due date's week. A
     * cancelled or deleted assignment leaves, with its work.
     */
    async syncAssignments(ids: Only<number>): Promise<void> {
      await db.execute(sql`delete from ${reportAssignments}
        where ${among(reportAssignments.assignmentId, ids)} and not exists (
          select 1 from ${assignments} where ${assignments.id} = ${reportAssignments.assignmentId}
            and ${standingAssignment})`);
      await db.execute(sql`insert into ${reportAssignments}
          (assignment_id, district_id, school_id, grade_id, class_id, subject_id, teacher_id, week)
        select ${assignments.id}, ${districtIdOf}, ${organisations.id}, ${classes.gradeId},
          ${classes.id}, coalesce(${subjectOfAssignment}, 0), ${assignments.teacherId},
          ${mondayOf(sql`${assignments.dueDate}`)}
        from ${assignments}
        inner join ${classes} on ${classes.id} = ${assignments.classId}
        inner join ${organisations} on ${organisations.id} = ${classes.organisationId}
        where ${among(assignments.id, ids)} and ${standingAssignment}
        on conflict (assignment_id) do update set district_id = excluded.district_id,
          school_id = excluded.school_id, grade_id = excluded.grade_id,
          class_id = excluded.class_id, subject_id = excluded.subject_id,
          teacher_id = excluded.teacher_id, week = excluded.week`);
    },

    /**
     * Works out again each activity of these assignments for each active student of the class:
     * handed in or not, and the percentage of the attempt a report shows (the latest handed in)
     * once marked. Rows of erased students (no student) are kept as they are.
     */
    async syncWork(ids: Only<number>): Promise<void> {
      await db.execute(
        sql`delete from ${reportWork} where ${among(reportWork.assignmentId, ids)} and ${reportWork.studentId} is not null`,
      );
      await db.execute(sql`
        with item as (
          select ${reportAssignments.assignmentId} as assignment_id, ${activities.id} as activity_id,
            ${studentClasses.studentId} as student_id
          from ${reportAssignments}
          inner join ${assignments} on ${assignments.id} = ${reportAssignments.assignmentId}
          inner join ${activities} on ${coveredByAssignment}
          inner join ${studentClasses} on ${studentClasses.classId} = ${assignments.classId}
          inner join ${users} on ${users.id} = ${studentClasses.studentId} and ${users.isActive}
          where ${among(reportAssignments.assignmentId, ids)}
        ), shown as (
          select distinct on (${answerHeaders.studentId}, ${answerHeaders.activityId})
            ${answerHeaders.studentId} as student_id, ${answerHeaders.activityId} as activity_id,
            ${answerHeaders.status} as status, ${answerHeaders.marksObtained} as marks,
            ${answerHeaders.totalMarks} as total
          from ${answerHeaders}
          where (${answerHeaders.studentId}, ${answerHeaders.activityId}) in
            (select student_id, activity_id from item)
          order by ${answerHeaders.studentId}, ${answerHeaders.activityId}, ${shownAttemptFirst}
        )
        insert into ${reportWork} (assignment_id, activity_id, student_id, handed_in, percentage)
        select item.assignment_id, item.activity_id, item.student_id, coalesce(shown.status = 'S', false),
          case when shown.status = 'S' then ${scorePercentageSql(sql`shown.marks`, sql`shown.total`)} end
        from item left join shown using (student_id, activity_id)`);
    },

    /** Sums again the work of these teachings and weeks from the assignments and their work. */
    async syncTeachingWeeks(keys: Only<TeachingWeek>): Promise<void> {
      if (keys !== 'all' && keys.length === 0) return;
      const these = (table: typeof reportTeachingWeeks | typeof reportAssignments) =>
        keys === 'all'
          ? sql`true`
          : sql`(${table.classId}, ${table.subjectId}, ${table.teacherId}, ${table.week}) in (
            select * from unnest(${intArray(keys.map((k) => k.classId))},
              ${intArray(keys.map((k) => k.subjectId))}, ${intArray(keys.map((k) => k.teacherId))},
              ${textArray(keys.map((k) => k.week))}::date[]))`;
      await db.execute(sql`delete from ${reportTeachingWeeks} where ${these(reportTeachingWeeks)}`);
      const ra = reportAssignments;
      await db.execute(sql`insert into ${reportTeachingWeeks} (class_id, subject_id, teacher_id, week,
          district_id, school_id, grade_id, assignments, work, handed_in, marked, percentage_sum)
        select ${ra.classId}, ${ra.subjectId}, ${ra.teacherId}, ${ra.week}, ${ra.districtId},
          ${ra.schoolId}, ${ra.gradeId}, count(distinct ${ra.assignmentId})::int,
          count(${reportWork.assignmentId})::int, count(*) filter (where ${reportWork.handedIn})::int,
          count(${reportWork.percentage})::int,
          -- Each percentage has one decimal: summed as tenths, the sum is the same in any order.
          coalesce(round(sum(${reportWork.percentage} * 10)) / 10, 0)
        from ${ra}
        left join ${reportWork} on ${reportWork.assignmentId} = ${ra.assignmentId}
        where ${these(ra)}
        group by ${ra.classId}, ${ra.subjectId}, ${ra.teacherId}, ${ra.week}, ${ra.districtId},
          ${ra.schoolId}, ${ra.gradeId}`);
    },
  };
}

export type WorkRollupsRepository = ReturnType<typeof createWorkRollupsRepository>;
