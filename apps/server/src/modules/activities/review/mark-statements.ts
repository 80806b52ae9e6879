import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { columnNames } from '../../../db/column-names.js';
import { jsonRecords } from '../../../db/json-insert.js';
import { jsonListOf } from '../../../db/json-lists.js';
import { jsonRowsOf } from '../../../db/json-rows.js';
import { byShape, preparedSql } from '../../../db/prepared.js';
import { answerHeaders, answers } from '../../../db/schema/index.js';
import { type LiveItem, liveCarried } from '../../../lib/live-publisher.js';
import {
  type NewLearningEvent,
  type RecordedLearningEvent,
  storedEvents,
} from '../../learning-events/index.js';
import type { AnswerRow, AttemptRow, NewAttempt } from '../attempts/attempts.repository.js';

type NewAnswer = typeof answers.$inferInsert;

/** What a mark may change on an answer already there; a field left undefined keeps its value. */
export const MARK_FIELDS = [
  'marksObtained',
  'automaticMarks',
  'overrideReason',
  'comment',
  'markedById',
  'markedAt',
] as const satisfies readonly (keyof NewAnswer)[];
export type MarkField = (typeof MARK_FIELDS)[number];

/** What a marking may set on the attempt. */
export type Marking = Partial<
  Pick<
    NewAttempt,
    'teacherComment' | 'marksObtained' | 'totalMarks' | 'markedById' | 'markedAt' | 'updatedAt'
  >
>;

/** The columns a saved mark writes. */
const MARK_COLUMNS = [
  'organisationId',
  'answerHeaderId',
  'activityDetailId',
  ...MARK_FIELDS,
  'answeredAt',
] as const satisfies readonly (keyof NewAnswer)[];

const column = (field: keyof NewAnswer) => sql.raw(answers[field].name);

/** The answers' columns in the table's order, as a row of the statements below gives them. */
const answerColumns = getTableColumns(answers);
const answerNames = columnNames(Object.values(answerColumns));

/** Marks sent as JSON rows of the columns a saved mark writes; a field not sent is null. */
const markRecords = jsonRecords(answerColumns, MARK_COLUMNS);

/** The upsert of marks of one shape (the same fields changed, see below), answering the answers it wrote. */
function upsertOf(fields: MarkField[]): SQL {
  const onConflict: SQL =
    fields.length === 0
      ? sql`do nothing`
      : sql`do update set ${sql.join(
          fields.map((field) => sql`${column(field)} = excluded.${column(field)}`),
          sql`, `,
        )}`;
  return sql`insert into ${answers} (${markRecords.names}) ${markRecords.select('marks')}
    on conflict (${column('answerHeaderId')}, ${column('activityDetailId')}) ${onConflict}
    returning ${answerNames}`;
}

/**
 * Marks of one shape (the same fields changed) upserted from one JSON placeholder, in their
 * order: a new answer takes null for a field not sent, an answer there already changes only
 * the shape's fields (none: it stays as it was).
 */
const saveMarksOfShape = byShape((fields: MarkField[], place) =>
  preparedSql(`review_save_marks_${place}`, () => upsertOf(fields)),
);

/**
 * Marks of one attempt that change the same fields (`fields`), saved in one prepared statement,
 * before a marking's last shape, which `saveMarkingChanging` saves with the marking.
 */
export async function saveMarksChanging(
  tx: Database,
  attemptId: number,
  fields: readonly MarkField[],
  marks: readonly NewAnswer[],
): Promise<void> {
  await saveMarksOfShape(fields)(tx, { marks: markRecords.jsonOf(marks), attemptId });
}

const answerRows = jsonRowsOf(answers);
const attemptRows = jsonRowsOf(answerHeaders);

/** What saving marks with the attempt's marking answers: the attempt's answers and row as left. */
export interface SavedMarking {
  answers: AnswerRow[];
  attempt: AttemptRow;
  /** The marking's learning events as stored, waiting for their consumers. */
  events: RecordedLearningEvent[];
}

interface SavedMarkingJson extends Record<string, unknown> {
  answers: Record<string, unknown>[];
  attempt: Record<string, unknown> | null;
  events: Record<string, unknown>[];
}

/**
 * Marks of one shape, the attempt's marking (its fields), its learning events and its live news
 * in one statement, a statement per pair of shapes: the attempt's answers as it leaves them (those
 * it wrote, then the others, in the order they were made), the attempt's row and the events
 * stored, as one row of JSON decoded by the tables' columns.
 */
const saveMarkingOfShape = byShape((markFields: MarkField[], markPlace) =>
  byShape((attemptFields: (keyof Marking)[], attemptPlace) =>
    preparedSql<SavedMarkingJson>(`review_save_marking_${markPlace}_${attemptPlace}`, () => {
      const attemptId = sql.placeholder('attemptId');
      const set = sql.join(
        attemptFields.map(
          (field) => sql`${sql.identifier(answerHeaders[field].name)} = ${sql.placeholder(field)}`,
        ),
        sql`, `,
      );
      return sql`with saved as (${upsertOf(markFields)}),
          marked as (update ${answerHeaders} set ${set} where ${answerHeaders.id} = ${attemptId} returning *),
          recorded as (${storedEvents.insert}),
          waiting as (${storedEvents.waitFrom('recorded')}),
          ${liveCarried.ctes}
          select ${jsonListOf(
            sql`select ${answerRows.object} from (select ${answerNames} from saved
              union all
              select ${answerNames} from ${answers}
              where ${column('answerHeaderId')} = ${attemptId} and ${column('id')} not in (select id from saved)
            ) as ${answers} order by ${column('id')}`,
          )} as answers,
          (select ${attemptRows.object} from marked as ${answerHeaders}) as attempt,
          ${storedEvents.list('recorded')} as events,
          ${liveCarried.announced} as announced`;
    }),
  ),
);

/**
 * Saves marks that change the same fields (`fields`), sets the attempt's marking (its fields not
 * undefined), stores its learning events, waiting for their consumers, and stores and announces
 * its live news, in one prepared statement: the attempt's answers and row as they now are, and
 * the events as stored.
 */
export async function saveMarkingChanging(
  tx: Database,
  attemptId: number,
  fields: readonly MarkField[],
  marks: readonly NewAnswer[],
  marking: Marking,
  events: readonly NewLearningEvent[],
  live: readonly LiveItem[],
): Promise<SavedMarking> {
  const attemptFields = (Object.keys(marking) as (keyof Marking)[])
    .filter((field) => marking[field] !== undefined)
    .sort();
  // Times go as ISO text, as drizzle writes them: both drivers read them alike.
  const values = Object.fromEntries(
    attemptFields.map((field) => {
      const value = marking[field];
      return [field, value instanceof Date ? value.toISOString() : value];
    }),
  );
  const [row] = await saveMarkingOfShape(fields)(attemptFields)(tx, {
    ...values,
    marks: markRecords.jsonOf(marks),
    events: storedEvents.jsonOf(events),
    live: liveCarried.jsonOf(live),
    attemptId,
  });
  if (!row?.attempt) throw new Error('the marked attempt could not be read');
  return {
    answers: row.answers.map(answerRows.rowOf),
    attempt: attemptRows.rowOf(row.attempt),
    events: storedEvents.rowsOf(row.events),
  };
}

/** What scoring needs of an answer: its item and its mark, if it has one. */
export type ScoredAnswer = Pick<AnswerRow, 'activityDetailId' | 'marksObtained' | 'markedAt'>;

/**
 * The answers as saving these marks would leave them, for what is worked out before the save (the
 * attempt's score): as the statements above, a mark changes only the fields it gives, and a new
 * answer has none of the others.
 */
export function answersAfterMarks(
  stored: readonly ScoredAnswer[],
  marks: readonly NewAnswer[],
): ScoredAnswer[] {
  const byItem = new Map(stored.map((answer) => [answer.activityDetailId, answer]));
  for (const mark of marks) {
    const was = byItem.get(mark.activityDetailId) ?? {
      activityDetailId: mark.activityDetailId,
      marksObtained: null,
      markedAt: null,
    };
    byItem.set(mark.activityDetailId, {
      activityDetailId: mark.activityDetailId,
      marksObtained: mark.marksObtained === undefined ? was.marksObtained : mark.marksObtained,
      markedAt: mark.markedAt === undefined ? was.markedAt : mark.markedAt,
    });
  }
  return [...byItem.values()];
}
