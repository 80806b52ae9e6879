import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { jsonRecords } from '../../../db/json-insert.js';
import { byShape, preparedOnce, preparedRowsOf } from '../../../db/prepared.js';
import { answerHeaders, answers } from '../../../db/schema/index.js';
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
const answerNames = sql.join(
  Object.values(answerColumns).map((column) => sql.identifier(column.name)),
  sql`, `,
);

/** Marks sent as JSON rows of the columns a saved mark writes; a field not sent is null. */
const markRecords = jsonRecords(answerColumns, MARK_COLUMNS);

/**
 * Marks of one shape (the same fields changed) upserted from one JSON placeholder, in their
 * order: a new answer takes null for a field not sent, an answer there already changes only
 * the shape's fields (none: it stays as it was). Answers every answer of the attempt as the
 * statement leaves them, in the order they were made: those it wrote and the others.
 */
const saveMarksOfShape = byShape((fields: MarkField[], place) =>
  preparedRowsOf(`review_save_marks_${place}`, answerColumns, () => {
    const onConflict: SQL =
      fields.length === 0
        ? sql`do nothing`
        : sql`do update set ${sql.join(
            fields.map((field) => sql`${column(field)} = excluded.${column(field)}`),
            sql`, `,
          )}`;
    return sql`with saved as (
        insert into ${answers} (${markRecords.names}) ${markRecords.select('marks')}
        on conflict (${column('answerHeaderId')}, ${column('activityDetailId')}) ${onConflict}
        returning ${answerNames}
      )
      select ${answerNames} from saved
      union all
      select ${answerNames} from ${answers}
      where ${column('answerHeaderId')} = ${sql.placeholder('attemptId')}
        and ${column('id')} not in (select id from saved)
      order by id`;
  }),
);

/**
 * Marks of one attempt that change the same fields (`fields`), saved in one prepared statement;
 * the attempt's answers as they now are.
 */
export function saveMarksChanging(
  tx: Database,
  attemptId: number,
  fields: readonly MarkField[],
  marks: readonly NewAnswer[],
): Promise<AnswerRow[]> {
  return saveMarksOfShape(fields)(tx, { marks: markRecords.jsonOf(marks), attemptId });
}

/** The attempt's marking set, answering the attempt as it now is: a statement per shape. */
const markAttemptOfShape = byShape((fields: (keyof Marking)[], place) =>
  preparedOnce((db) =>
    db
      .update(answerHeaders)
      .set(Object.fromEntries(fields.map((field) => [field, sql`${sql.placeholder(field)}`])))
      .where(eq(answerHeaders.id, sql.placeholder('attemptId')))
      .returning()
      .prepare(`review_mark_attempt_${place}`),
  ),
);

/** Sets the attempt's marking (its fields not undefined); the attempt as it now is. */
export async function markAttemptWith(
  tx: Database,
  attemptId: number,
  marking: Marking,
): Promise<AttemptRow | undefined> {
  const fields = (Object.keys(marking) as (keyof Marking)[])
    .filter((field) => marking[field] !== undefined)
    .sort();
  // Times go as ISO text, as drizzle writes them: both drivers read them alike.
  const values = Object.fromEntries(
    fields.map((field) => {
      const value = marking[field];
      return [field, value instanceof Date ? value.toISOString() : value];
    }),
  );
  const [row] = await markAttemptOfShape(fields)(tx).execute({
    ...values,
    attemptId,
  });
  return row;
}
