/** Progress by topic and week, and the detailed table of students by questions with its exports. */
import { z } from 'zod/mini';
import { score } from '../activities/shapes.js';
import { calendarDate, personName } from '../assignments/shapes.js';
import { sentId } from '../bounds.js';
import { defineCall } from '../call.js';
import { activityType } from '../kits/fields.js';
import { pageOf, pageQuery } from '../paging.js';

const id = z.int();

/**
 * A student in a progress report or the table: their name, their `user_token` (stable, for
 * projector mode's numbering) and their id, which `student_id` takes.
 */
export const tableStudent = z.extend(personName, { student_id: id });
export type TableStudent = z.infer<typeof tableStudent>;

/** A count and what it is out of: 12 of 28 students, 40 of 56 hand-ins. */
export const countOutOf = z.object({ count: id, out_of: id });
export type CountOutOf = z.infer<typeof countOutOf>;

/**
 * The mean of the percentages of marked hand-ins (decision 0008, one decimal), and how many
 * marked hand-ins it is the mean of; `percentage` is null when there are none.
 */
export const scoreAverage = z.object({ percentage: z.nullable(z.number()), out_of: id });
export type ScoreAverage = z.infer<typeof scoreAverage>;

/**
 * How many student-and-activity pairs stand at each activity progress code (decision 0008: NS
 * not started yet, N not attempted and closed, I a draft, A handed in and waiting for marks, C
 * done); W belongs to questions, never to an activity. `out_of` is their sum.
 */
export const progressCounts = z.object({
  NS: id,
  N: id,
  I: id,
  A: id,
  C: id,
  out_of: id,
});
export type ProgressCounts = z.infer<typeof progressCounts>;

/** What a class report is about: the class, and the one student when `student_id` was sent. */
const reportSubject = {
  class_id: id,
  class_name: z.string(),
  /** Null for the whole class. */
  student: z.nullable(tableStudent),
  /** The class's active students the figures are out of (1 for one student). */
  students: id,
};

/** The class, and optionally one of its current students (another id answers 404). */
export const classReportQuery = z.object({
  class_id: sentId,
  student_id: z.optional(sentId),
});

// --- Progress by topic ---------------------------------------------------------------------

/** One activity of a topic, as far as the class (or the student) has got with it. */
export const topicActivityProgress = z.object({
  activity_id: id,
  title: z.string(),
  activity_type: activityType,
  /** Students with a handed-in attempt, out of the students. */
  handed_in: countOutOf,
  average_score: scoreAverage,
  progress: progressCounts,
});

/** One topic of a kit assigned to the class, in kit order. */
export const topicProgress = z.object({
  topic_id: id,
  title: z.string(),
  kit_id: id,
  kit_token: z.string(),
  kit_title: z.string(),
  /** Activities of the topic the class's work covers. */
  activities_assigned: id,
  /** Hand-ins (a student and an activity with a handed-in attempt), out of activities x students. */
  handed_in: countOutOf,
  /** Students who handed in every assigned activity of the topic, out of the students. */
  students_finished: countOutOf,
  average_score: scoreAverage,
  progress: progressCounts,
  activities: z.array(topicActivityProgress),
});
export type TopicProgress = z.infer<typeof topicProgress>;

export const topicDetailsResponse = z.object({
  ...reportSubject,
  topics: z.array(topicProgress),
});
export type TopicDetails = z.infer<typeof topicDetailsResponse>;

export const getTopicDetails = defineCall({
  method: 'GET',
  path: '/v2/reports/live/topicdetails',
  roles: ['T'],
  summary:
    "Per topic of the kits assigned to a class (in the subjects the teacher teaches it), the class's or one student's progress: activities assigned, hand-ins, average score and progress codes, each out of how many.",
  query: classReportQuery,
  response: topicDetailsResponse,
});

// --- Progress week by week -----------------------------------------------------------------

/** The longest range `learningprogress` answers, in days. */
export const LEARNING_PROGRESS_MAX_DAYS = 400;

export const learningProgressQuery = z.extend(classReportQuery, {
  /** School dates, first and last day included; default: the school year so far. */
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
});

/** One school week, Monday to Sunday in the school's time zone. */
export const learningWeek = z.object({
  /** The Monday, YYYY-MM-DD. */
  week_start: z.string(),
  /** The Sunday, YYYY-MM-DD. */
  week_end: z.string(),
  /** Attempts handed in during the week. */
  handed_in: id,
  /** Of the attempts handed in during the week and marked. */
  average_score: scoreAverage,
  /** Students who saved an answer or handed in during the week, out of the students. */
  active_students: countOutOf,
});
export type LearningWeek = z.infer<typeof learningWeek>;

export const learningProgressResponse = z.object({
  ...reportSubject,
  /** The school's date today, and the range shown (school dates, both days included). */
  today: z.string(),
  from: z.string(),
  to: z.string(),
  /** Every week touching the range, oldest first, empty weeks included. */
  weeks: z.array(learningWeek),
});
export type LearningProgress = z.infer<typeof learningProgressResponse>;

export const getLearningProgress = defineCall({
  method: 'GET',
  path: '/v2/reports/live/learningprogress',
  roles: ['T'],
  summary:
    "Week by week (Monday to Sunday, the school's time zone), a class's or one student's hand-ins, average score and active students in the subjects the teacher teaches it, over the school year so far (from 1 September) or the range sent.",
  query: learningProgressQuery,
  response: learningProgressResponse,
});

// --- The class's students -----------------------------------------------------------------

/** A class's active students by last then first name, for choosing whose progress to see. */
export const classStudentsResponse = z.object({
  class_id: id,
  class_name: z.string(),
  students: z.array(tableStudent),
});
export type ClassStudents = z.infer<typeof classStudentsResponse>;

export const getClassStudents = defineCall({
  method: 'GET',
  path: '/v2/reports/live/students',
  roles: ['T'],
  summary:
    "A class's active students by name, for choosing whose progress to see, for a teacher of the class in any subject.",
  query: z.object({ class_id: sentId }),
  response: classStudentsResponse,
});

// --- The detailed table --------------------------------------------------------------------

/** Answers in the table are cut to this many characters (an ellipsis marks the cut). */
export const DETAILED_TABLE_ANSWER_MAX = 120;

export const DETAILED_TABLE_SORTS = ['name', 'score'] as const;
export const TABLE_SORT_ORDERS = ['asc', 'desc'] as const;

/**
 * Filters, order and page of the table. The date range keeps attempts handed in (or, for a draft,
 * last answered) on those school dates, both included.
 */
export const detailedTableFilters = z.object({
  class_id: sentId,
  activity_id: z.optional(sentId),
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
  /** By last then first name, or by the score over the activities shown (no score last). */
  sort: z._default(z.enum(DETAILED_TABLE_SORTS), 'name'),
  order: z._default(z.enum(TABLE_SORT_ORDERS), 'asc'),
});
export const detailedTableQuery = z.extend(detailedTableFilters, pageQuery.shape);
export type DetailedTableQuery = z.input<typeof detailedTableQuery>;

/**
 * A cell's verdict: a quiz answer `right` or `wrong`; marked work `marked` (with its marks) or
 * `waiting` for the teacher; `draft` for marked work answered in an attempt not handed in yet;
 * `not_answered` when there is no answer. A new verdict is one more entry here.
 */
export const CELL_VERDICTS = [
  'right',
  'wrong',
  'marked',
  'waiting',
  'draft',
  'not_answered',
] as const;
export const cellVerdict = z.enum(CELL_VERDICTS);
export type CellVerdict = z.infer<typeof cellVerdict>;

/** A question (or quest step) of an activity: a column of the table. */
export const detailedTableQuestion = z.object({
  activity_detail_id: id,
  /** Its number within its activity, from 1. */
  number: id,
  /** The prompt or step title, shortened. */
  text: z.string(),
  marks: id,
});

/** One student's answer to one question. */
export const detailedTableCell = z.object({
  verdict: cellVerdict,
  /** The chosen options' texts, the text or the blanks, shortened; null when nothing was given. */
  answer: z.nullable(z.string()),
  /** Marks given, where known (a quiz once handed in, marked work once marked). */
  marks_obtained: z.nullable(id),
});
export type DetailedTableCell = z.infer<typeof detailedTableCell>;

/** An activity shown in the table, with its questions. */
export const detailedTableActivity = z.object({
  activity_id: id,
  title: z.string(),
  activity_type: activityType,
  kit_title: z.string(),
  questions: z.array(detailedTableQuestion),
});

/** What the table is of: the class, the filters applied, its activities. */
const tableHeading = {
  class_id: id,
  class_name: z.string(),
  /** The class's active students (the rows of all pages). */
  students: id,
};

/** `detailedtablereport`: one flat row per student, one cell per question across activities. */
export const detailedTableRow = z.object({
  student: tableStudent,
  /** Over the marked hand-ins shown in the row; null when none. */
  score: z.nullable(score),
  /**
   * One per question of `activities`, in order. Null when the question is not answered and has
   * no marks (no attempt, or nothing saved for it): most of a term's table, sent in four bytes.
   */
  cells: z.array(z.nullable(detailedTableCell)),
});
export type DetailedTableRow = z.infer<typeof detailedTableRow>;

export const detailedTableResponse = z.extend(pageOf(detailedTableRow), {
  ...tableHeading,
  /** The columns' activities in order; the cells follow their questions in this order. */
  activities: z.array(detailedTableActivity),
});
export type DetailedTable = z.infer<typeof detailedTableResponse>;

const tableSummary =
  'Students by questions of the work a class was assigned (in the subjects the teacher teaches it): each cell the answer and its verdict; filtered by activity and dates, sorted by name or score, paged.';

export const getDetailedTable = defineCall({
  method: 'GET',
  path: '/v2/reports/live/detailedtablereport',
  roles: ['T'],
  summary: tableSummary,
  query: detailedTableQuery,
  response: detailedTableResponse,
});

export const postDetailedTable = defineCall({
  method: 'POST',
  path: '/v2/reports/live/detailedtablereport',
  roles: ['T'],
  summary: `${tableSummary} The same as the GET, with the filters in the body.`,
  body: detailedTableQuery,
  response: detailedTableResponse,
});

/** One student's attempt at one activity in the grouped table. */
export const detailedTableWork = z.object({
  activity_id: id,
  /** The attempt shown: the latest handed in, else the draft. */
  answer_header_id: id,
  handed_in_at: z.nullable(z.string()),
  score: z.nullable(score),
  /** Its questions' cells in order. */
  cells: z.array(detailedTableCell),
});

export const detailedTableGroupedRow = z.object({
  student: tableStudent,
  score: z.nullable(score),
  /**
   * One per activity, in the order of `activities`; null when the student has no attempt at it
   * in the range, each of its questions then not answered, so work never opened costs the page
   * four bytes.
   */
  work: z.array(z.nullable(detailedTableWork)),
});

/** An activity's totals over the whole class (every page), for the table's footer. */
export const detailedTableActivityTotals = z.object({
  handed_in: countOutOf,
  average_score: scoreAverage,
  /** Per question in order: students right (a quiz) or with full marks, out of those who answered. */
  questions_right: z.array(countOutOf),
});

export const detailedTableNewResponse = z.extend(pageOf(detailedTableGroupedRow), {
  ...tableHeading,
  /** The columns' activities in order, as the flat table has them. */
  activities: z.array(detailedTableActivity),
  /**
   * One per activity of `activities`, in order: apart from the columns, which stay the same from
   * one answer to the next while the totals move.
   */
  totals: z.array(detailedTableActivityTotals),
});
export type DetailedTableNew = z.infer<typeof detailedTableNewResponse>;

export const getDetailedTableNew = defineCall({
  method: 'POST',
  path: '/v2/reports/live/detailedtablereportnew',
  roles: ['T'],
  summary: `${tableSummary} Grouped by activity, each student's attempt with its score and hand-in time, and each activity's totals over the whole class.`,
  body: detailedTableQuery,
  response: detailedTableNewResponse,
});

// --- Export --------------------------------------------------------------------------------

/**
 * The whole filtered table as a file: `GET /api/v2/reports/live/detailedtablereport/export` with
 * the table's filters and `format` (not JSON, so a plain route beside the calls). Sent with the
 * Authorization header like a call; the file name holds no personal data.
 */
export const DETAILED_TABLE_EXPORT_PATH = '/api/v2/reports/live/detailedtablereport/export';
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const detailedTableExportQuery = z.extend(detailedTableFilters, {
  format: z.enum(EXPORT_FORMATS),
});
export type DetailedTableExportQuery = z.input<typeof detailedTableExportQuery>;
