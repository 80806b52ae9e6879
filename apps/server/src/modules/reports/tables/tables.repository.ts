import type { AssignmentState } from '@kitlab/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { epochMs } from '../../../db/epoch-ms.js';
import { jsonListOf } from '../../../db/json-lists.js';
import {
  activities,
  answerHeaders,
  answers,
  assignments,
  classes,
  kits,
  organisations,
  studentClasses,
  teacherClasses,
  users,
} from '../../../db/schema/index.js';
import { shownAttemptFirst } from '../../activities/index.js';
import { coveredByAssignment, standingAssignment } from '../../assignments/index.js';
import {
  activeStudentCount,
  activeStudents,
  assignmentTaughtBy,
  byStudentName,
  type ClassStudentRow,
  type ClassSubject,
  classesWithTeachers,
  classStudentJson,
} from '../../classes/index.js';
import { kitVersionSql } from '../../kits/index.js';
import {
  answersOfAttempt,
  type ShownAnswer,
  type ShownAnswerTuple,
  shownAnswerOf,
} from '../shown-answers.sql.js';

/** A kit and the version of it a request's rows were read at. */
export interface KitVersion {
  kitId: number;
  version: string;
}

/** A piece of the class's work in a subject the teacher teaches the class, soonest due first. */
export interface ReportWork {
  kitId: number;
  kitVersion: string;
  activityId: number | null;
  dueDate: string;
  state: AssignmentState;
}

/**
 * The attempt a report shows of one student at one activity: the latest handed in, else the
 * draft. `submittedAt` in milliseconds since 1970.
 */
export interface ShownAttempt {
  id: number;
  studentId: number;
  activityId: number;
  status: 'DR' | 'S';
  marksObtained: number | null;
  totalMarks: number | null;
  submittedAt: number | null;
  /** Its answers by question when the table asked for them (`withAnswers`), else null. */
  answers: ReadonlyMap<number, ShownAnswer> | null;
}

/** The attempt as the scene's statement writes it, its answers as tuples. */
type ShownAttemptAsRead = Omit<ShownAttempt, 'answers'> & { answers: ShownAnswerTuple[] | null };

function attemptOf(read: ShownAttemptAsRead): ShownAttempt {
  const answers = read.answers && new Map(read.answers.map((t) => [t[0], shownAnswerOf(t)]));
  return {
    id: read.id,
    studentId: read.studentId,
    activityId: read.activityId,
    status: read.status,
    marksObtained: read.marksObtained,
    totalMarks: read.totalMarks,
    submittedAt: read.submittedAt,
    answers,
  };
}

/** A hand-in, by the school's date it was handed in on. */
export interface DatedHandIn {
  studentId: number;
  activityId: number;
  day: string;
  marksObtained: number | null;
  totalMarks: number | null;
}

/** A student who saved an answer on a school date, at these activities. */
export interface ActiveDay {
  studentId: number;
  day: string;
  activityIds: number[];
}

/** Hand-ins and days with an answer saved, for the weekly progress. */
export interface WeeklyFacts {
  handIns: DatedHandIn[];
  activeDays: ActiveDay[];
}

const placeholder = sql.placeholder;

/** The class's work that is not cancelled, in the subjects the teacher teaches it (decision 0039). */
const taughtWork = and(
  eq(assignments.classId, classes.id),
  standingAssignment,
  assignmentTaughtBy(placeholder('teacherId')),
) as SQL;

/** The school's date of an instant, in the class's school's time zone (`organisations` joined). */
const schoolDay = (instant: SQL | typeof answerHeaders.submittedAt) =>
  sql`(${instant} at time zone ${organisations.timeZone})::date`;

/** The parts of the scene a report reads: each form of the scene is a statement of its own. */
interface SceneForm {
  attempts: boolean;
  answers: boolean;
  weeks: boolean;
}

const formName = (form: SceneForm) =>
  `${form.attempts ? 'a' : ''}${form.answers ? 'n' : ''}${form.weeks ? 'w' : ''}`;

/** A part of the scene its form leaves out: PostgreSQL sets up every subquery a plan holds, run or not. */
const noRows = sql`'[]'::json`;

/**
 * The statements of the progress reports and the table, each form prepared once: the scene (the
 * class, the teacher's teachings there, its active students or the one asked for, its work and
 * each student's shown attempt at each covered activity, within a date range if one is given,
 * with the answers the table shows, and for the weekly progress the hand-ins and active days in a
 * range), and the class's students alone for the progress page's picker. Nothing runs once per
 * student or per activity.
 */
export function createReportTablesRepository(db: Database) {
  const students = activeStudents(db, {
    row: classStudentJson.as('row'),
  })
    .where(
      and(
        eq(studentClasses.classId, classes.id),
        sql`(${placeholder('studentId')}::int is null or ${users.id} = ${placeholder('studentId')}::int)`,
      ),
    )
    .orderBy(...byStudentName);
  const studentIds = sql`select ${studentClasses.studentId} from ${studentClasses} inner join ${users} on ${users.id} = ${studentClasses.studentId} and ${users.isActive} where ${studentClasses.classId} = ${classes.id} and (${placeholder('studentId')}::int is null or ${users.id} = ${placeholder('studentId')}::int)`;
  const teaching = sql`select json_build_object('classId', ${teacherClasses.classId}, 'subjectId', ${teacherClasses.subjectId}) from ${teacherClasses} where ${teacherClasses.teacherId} = ${placeholder('teacherId')} and ${teacherClasses.classId} = ${classes.id}`;
  const work = sql`select json_build_object('kitId', ${assignments.kitId}, 'kitVersion', ${kitVersionSql}, 'activityId', ${assignments.activityId}, 'dueDate', ${assignments.dueDate}, 'state', ${assignments.state})
    from ${assignments} inner join ${kits} on ${kits.id} = ${assignments.kitId} where ${taughtWork} order by ${assignments.dueDate}, ${assignments.id}`;
  const coveredActivityIds = sql`select ${activities.id} from ${assignments} inner join ${activities} on ${coveredByAssignment} where ${taughtWork}`;
  // A draft is dated by its last change, a hand-in by its hand-in.
  const attemptDay = schoolDay(
    sql`coalesce(${answerHeaders.submittedAt}, ${answerHeaders.updatedAt})`,
  );
  // The places of the class's students by name (0 first), counted from the end when descending.
  const byName = sql.join(byStudentName, sql`, `);
  const namePlaces = activeStudents(db, {
    id: users.id,
    place: sql`case when ${placeholder('namesDescending')}::boolean
        then count(*) over () - row_number() over (order by ${byName})
        else row_number() over (order by ${byName}) - 1 end`.as('place'),
  }).where(eq(studentClasses.classId, classes.id));
  // A first page as long as the class holds every student: no places to number.
  const pageHoldsClass = sql`(${placeholder('placesFrom')}::bigint = 0 and ${placeholder('placesTo')}::bigint >= ${activeStudentCount(classes.id)})`;
  // The table's answers come with the attempts (one statement less): of one activity when it
  // asks, and of the students at some places by name when it asks (a page sorted by name).
  const answersOfShown = sql`case when (${placeholder('answersOfActivity')}::int is null or shown.activity_id = ${placeholder('answersOfActivity')}::int)
      and (${placeholder('placesFrom')}::bigint is null or ${pageHoldsClass}
        or shown.student_id in (select places.id from (${namePlaces}) as places
          where places.place >= ${placeholder('placesFrom')}::bigint and places.place < ${placeholder('placesTo')}::bigint))
    then ${answersOfAttempt(sql`shown.id`)} end`;
  const shownAttempts = (
    withAnswers: boolean,
  ) => sql`select json_build_object('id', shown.id, 'studentId', shown.student_id, 'activityId', shown.activity_id, 'status', shown.status, 'marksObtained', shown.marks_obtained, 'totalMarks', shown.total_marks, 'submittedAt', ${epochMs(sql`shown.submitted_at`)}, 'answers', ${withAnswers ? answersOfShown : sql`null`})
    from (select distinct on (${answerHeaders.studentId}, ${answerHeaders.activityId}) ${answerHeaders.id}, ${answerHeaders.studentId}, ${answerHeaders.activityId}, ${answerHeaders.status}, ${answerHeaders.marksObtained}, ${answerHeaders.totalMarks}, ${answerHeaders.submittedAt}
      from ${answerHeaders}
      where ${answerHeaders.activityId} in (${coveredActivityIds})
        and ${answerHeaders.studentId} in (${studentIds})
        and (${placeholder('from')}::date is null or ${attemptDay} >= ${placeholder('from')}::date)
        and (${placeholder('to')}::date is null or ${attemptDay} <= ${placeholder('to')}::date)
      order by ${answerHeaders.studentId}, ${answerHeaders.activityId}, ${shownAttemptFirst}) as shown`;

  // The weekly progress's facts, in a range of school dates, at any activity of the work's kits:
  // the service keeps those of the activities the work covers (`KitFacts`, of the versions given).
  const inWeeks = (instant: SQL) =>
    sql`${schoolDay(instant)} between ${placeholder('weeksFrom')}::date and ${placeholder('weeksTo')}::date`;
  const ofWeeks = sql`${answerHeaders.studentId} in (${studentIds})
    and ${answerHeaders.activityId} in (select ${activities.id} from ${activities}
      where ${activities.kitId} in (select ${assignments.kitId} from ${assignments} where ${taughtWork}))`;
  const submitted = sql`${answerHeaders.submittedAt}`;
  const answered = sql`${answers.answeredAt}`;
  const weekHandIns = sql`select json_build_object('studentId', ${answerHeaders.studentId}, 'activityId', ${answerHeaders.activityId}, 'day', to_char(${schoolDay(submitted)}, 'YYYY-MM-DD'), 'marksObtained', ${answerHeaders.marksObtained}, 'totalMarks', ${answerHeaders.totalMarks})
    from ${answerHeaders} where ${ofWeeks} and ${answerHeaders.status} = 'S' and ${inWeeks(submitted)}`;
  const weekActiveDays = sql`select json_build_object('studentId', days.student_id, 'day', to_char(days.day, 'YYYY-MM-DD'), 'activityIds', days.activity_ids)
    from (select ${answerHeaders.studentId} as student_id, ${schoolDay(answered)} as day,
        array_agg(distinct ${answerHeaders.activityId}) as activity_ids
      from ${answers} inner join ${answerHeaders} on ${answerHeaders.id} = ${answers.answerHeaderId}
      where ${ofWeeks} and ${inWeeks(answered)}
      group by 1, 2) as days`;

  const sceneOf = (form: SceneForm) =>
    classesWithTeachers(db, {
      teaching: jsonListOf<ClassSubject>(teaching),
      students: jsonListOf<ClassStudentRow>(students),
      work: jsonListOf<ReportWork>(work),
      attempts: form.attempts
        ? jsonListOf<ShownAttemptAsRead>(shownAttempts(form.answers))
        : sql<ShownAttemptAsRead[]>`${noRows}`,
      weekHandIns: form.weeks
        ? jsonListOf<DatedHandIn>(weekHandIns)
        : sql<DatedHandIn[]>`${noRows}`,
      weekActiveDays: form.weeks
        ? jsonListOf<ActiveDay>(weekActiveDays)
        : sql<ActiveDay[]>`${noRows}`,
    })
      .where(eq(classes.id, placeholder('classId')))
      .prepare(`report_tables_scene_${formName(form)}`);
  const scenes = new Map<string, ReturnType<typeof sceneOf>>();
  const sceneStatement = (form: SceneForm) => {
    const name = formName(form);
    let statement = scenes.get(name);
    if (!statement) {
      statement = sceneOf(form);
      scenes.set(name, statement);
    }
    return statement;
  };

  // The class's students alone, with the teacher's teachings there to ask the rule (not the
  // school's time zone nor the class's teachers, which the reports' scene reads).
  const classStudents = db
    .select({
      id: classes.id,
      name: classes.name,
      organisationId: classes.organisationId,
      teaching: jsonListOf<ClassSubject>(teaching),
      students: jsonListOf<ClassStudentRow>(students),
    })
    .from(classes)
    .where(eq(classes.id, placeholder('classId')))
    .prepare('report_tables_class_students');

  return {
    /** The class and what its reports show this teacher, or null when there is no such class. */
    async scene(input: {
      classId: number;
      teacherId: number;
      studentId: number | null;
      withAttempts: boolean;
      /** With each attempt's answers (the table), of one activity's attempts when given. */
      withAnswers: boolean;
      answersOfActivity: number | null;
      /** Only the answers of the students at these places by name (`to` excluded), when given. */
      answersOfPlaces: { from: number; to: number; descending: boolean } | null;
      from: string | null;
      to: string | null;
      /** With the weekly progress's facts in this range of school dates. */
      weeks: { from: string; to: string } | null;
    }) {
      const { answersOfPlaces: places, weeks, withAttempts, withAnswers, ...rest } = input;
      const form = { attempts: withAttempts, answers: withAttempts && withAnswers, weeks: !!weeks };
      const [row] = await sceneStatement(form).execute({
        ...rest,
        placesFrom: places?.from ?? null,
        placesTo: places?.to ?? null,
        namesDescending: places?.descending ?? false,
        weeksFrom: weeks?.from ?? null,
        weeksTo: weeks?.to ?? null,
      });
      if (!row) return null;
      const { weekHandIns, weekActiveDays, ...read } = row;
      const weekly: WeeklyFacts = { handIns: weekHandIns, activeDays: weekActiveDays };
      return { ...read, weekly, attempts: read.attempts.map(attemptOf) };
    },
    /** The class with its active students by name and the teacher's teachings there, or null. */
    async classStudents(input: { classId: number; teacherId: number }) {
      const [row] = await classStudents.execute({ ...input, studentId: null });
      return row ?? null;
    },
  };
}

export type ReportTablesRepository = ReturnType<typeof createReportTablesRepository>;
export type ReportScene = NonNullable<Awaited<ReturnType<ReportTablesRepository['scene']>>>;
