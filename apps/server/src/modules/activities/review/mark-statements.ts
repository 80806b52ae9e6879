import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedOnce, preparedSql } from '../../../db/prepared.js';
import { answerHeaders, answers } from '../../../db/schema/index.js';
import type { AttemptRow, NewAttempt } from '../attempts/attempts.repository.js';

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
export const MARKING_FIELDS = [
  'teacherComment',
  'marksObtained',
  'totalMarks',
  'markedById',
  'markedAt',
  'updatedAt',
] as const satisfies readonly (keyof NewAttempt)[];
export type Marking = Partial<Pick<NewAttempt, (typeof MARKING_FIELDS)[number]>>;

/** The columns a saved mark writes, each with its type in the JSON rows it is read from. */
const MARK_COLUMNS = [
  ['organisationId', 'integer'],
  ['answerHeaderId', 'integer'],
  ['activityDetailId', 'integer'],
  ['marksObtained', 'smallint'],
  ['automaticMarks', 'smallint'],
  ['overrideReason', 'text'],
  ['comment', 'text'],
  ['markedById', 'integer'],
  ['markedAt', 'timestamptz'],
  ['answeredAt', 'timestamptz'],
] as const satisfies readonly (readonly [keyof NewAnswer, string])[];

const column = (field: keyof NewAnswer) => sql.raw(answers[field].name);

/** A statement for each shape of change, made on its first use and prepared once. */
function byShape<S>(make: (code: string) => S) {
  const made = new Map<string, S>();
  return (code: string): S => {
    let statement = made.get(code);
    if (!statement) {
      statement = make(code);
      made.set(code, statement);
    }
    return statement;
  };
}

const codeOf = (all: readonly string[], fields: readonly string[]) =>
  fields.map((field) => all.indexOf(field)).join('-');

/**
 * Marks of one shape (the same fields changed) upserted from one JSON placeholder, in their
 * order: a new answer takes null for a field not sent, an answer there already changes only
 * the shape's fields (none: it stays as it was).
 */
const saveMarksOfShape = byShape((code) => {
  const fields = code === '' ? [] : code.split('-').map((i) => MARK_FIELDS[Number(i)] as MarkField);
  return preparedSql<never>(`review_save_marks_${code}`, () => {
    const names = sql.join(
      MARK_COLUMNS.map(([field]) => column(field)),
      sql`, `,
    );
    const typed = sql.join(
      MARK_COLUMNS.map(([field, type]) => sql`${column(field)} ${sql.raw(type)}`),
      sql`, `,
    );
    const onConflict: SQL =
      fields.length === 0
        ? sql`do nothing`
        : sql`do update set ${sql.join(
            fields.map((field) => sql`${column(field)} = excluded.${column(field)}`),
            sql`, `,
          )}`;
    return sql`insert into ${answers} (${names})
      select ${names} from jsonb_to_recordset(${sql.placeholder('marks')}::jsonb) as mark(${typed})
      on conflict (${column('answerHeaderId')}, ${column('activityDetailId')}) ${onConflict}`;
  });
});

/** The marks as JSON rows, in the columns' names; a field not sent is left out (null). */
const marksJson = (marks: readonly NewAnswer[]) =>
  JSON.stringify(
    marks.map((mark) =>
      Object.fromEntries(MARK_COLUMNS.map(([field]) => [answers[field].name, mark[field]])),
    ),
  );

/** Marks that change the same fields (`fields`), saved in one prepared statement. */
export async function saveMarksChanging(
  tx: Database,
  fields: readonly MarkField[],
  marks: readonly NewAnswer[],
): Promise<void> {
  await saveMarksOfShape(codeOf(MARK_FIELDS, fields))(tx, { marks: marksJson(marks) });
}

/** The attempt's marking set, answering the attempt as it now is: a statement per shape. */
const markAttemptOfShape = byShape((code) => {
  const fields = code.split('-').map((i) => MARKING_FIELDS[Number(i)] as keyof Marking);
  return preparedOnce((db) =>
    db
      .update(answerHeaders)
      .set(Object.fromEntries(fields.map((field) => [field, sql`${sql.placeholder(field)}`])))
      .where(eq(answerHeaders.id, sql.placeholder('attemptId')))
      .returning()
      .prepare(`review_mark_attempt_${code}`),
  );
});

/** Sets the attempt's marking (its fields not undefined) in a prepared statement; the attempt as it now is. */
export async function markAttemptWith(
  tx: Database,
  attemptId: number,
  marking: Marking,
): Promise<AttemptRow | undefined> {
  const fields = MARKING_FIELDS.filter((field) => marking[field] !== undefined);
  // Times go as ISO text, as drizzle writes them: both drivers read them alike.
  const values = Object.fromEntries(
    fields.map((field) => {
      const value = marking[field];
      return [field, value instanceof Date ? value.toISOString() : value];
    }),
  );
  const [row] = await markAttemptOfShape(codeOf(MARKING_FIELDS, fields))(tx).execute({
    ...values,
    attemptId,
  });
  return row;
}
