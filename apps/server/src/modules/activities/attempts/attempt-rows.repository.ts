import { and, asc, desc, eq, getTableColumns, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import { columnNames } from '../../../db/column-names.js';
import { laterPlansKept, preparedOnce, preparedRowsOf } from '../../../db/prepared.js';
import { answerHeaders, returnedWork } from '../../../db/schema/index.js';

export type AttemptRow = typeof answerHeaders.$inferSelect;
export type NewAttempt = typeof answerHeaders.$inferInsert;

const attemptColumns = getTableColumns(answerHeaders);

/**
 * A statement prepared once under `name` whose `writes` (a with list) leave the attempt's whole
 * row in `attempt` (`returning *`): its rows are that row, decoded as a select of it decodes,
 * with the `extra` fields after it.
 */
export const preparedAttemptWrite = <E extends Record<string, SQL> = Record<never, SQL>>(
  name: string,
  writes: () => SQL,
  extra?: E,
) =>
  preparedRowsOf(
    name,
    { ...attemptColumns, ...extra } as typeof attemptColumns & E,
    () =>
      sql`with ${writes()} select ${sql.join(
        [columnNames(Object.values(attemptColumns)), ...Object.values(extra ?? {})],
        sql`, `,
      )} from attempt`,
  );

/** What an attempt's hand-in writes on it: its score (null until marked) and time spent. */
export interface HandIn {
  marksObtained: number | null;
  totalMarks: number;
  timeSpentMs: number;
  at: Date;
}

/**
 * A draft handed in, and the work its teacher returned with it handed in again, in one statement
 * prepared once; no row when it was no longer a draft. The hand-in's later statements keep their
 * plans (`laterPlansKept`): its consumers' reads, and the notification groups' lock held until it
 * commits, which every hand-in of a class waits on in turn.
 */
const handInStatement = preparedAttemptWrite(
  'attempt_hand_in',
  () => {
    const attemptId = sql`${sql.placeholder('attemptId')}::int`;
    const at = sql`${sql.placeholder('at')}::timestamptz`;
    return sql`attempt as (
      update ${answerHeaders} set status = 'S', submitted_at = ${at},
        marks_obtained = ${sql.placeholder('marksObtained')}::int,
        total_marks = ${sql.placeholder('totalMarks')}::int,
        time_spent_ms = ${sql.placeholder('timeSpentMs')}::int, updated_at = ${at}
      where id = ${attemptId} and status = 'DR'
      returning *
    ), again as (
      update ${returnedWork} set handed_in_again_at = ${at}
      where answer_header_id = ${attemptId} and handed_in_again_at is null
        and exists (select 1 from attempt)
    )`;
  },
  { laterPlansKept },
);

// Prepared once, run on the app's database or a transaction of it (a progress check reads a
// whole kit's latest attempts with it).
const latestAtEachStatement = preparedOnce((db) =>
  db
    .selectDistinctOn([answerHeaders.activityId])
    .from(answerHeaders)
    .where(
      and(
        eq(answerHeaders.studentId, sql.placeholder('studentId')),
        sql`${answerHeaders.activityId} = any(${sql.placeholder('activityIds')}::int[])`,
      ),
    )
    .orderBy(answerHeaders.activityId, desc(answerHeaders.attemptNumber))
    .prepare('attempts_latest_at_each'),
);

const latestStatement = preparedOnce((db) =>
  db
    .select()
    .from(answerHeaders)
    .where(
      and(
        eq(answerHeaders.studentId, sql.placeholder('studentId')),
        eq(answerHeaders.activityId, sql.placeholder('activityId')),
      ),
    )
    .orderBy(desc(answerHeaders.attemptNumber))
    .limit(1)
    .prepare('attempt_latest'),
);

const lockedAttemptStatement = preparedOnce((db) =>
  db
    .select({ attempt: answerHeaders, laterPlansKept })
    .from(answerHeaders)
    .where(eq(answerHeaders.id, sql.placeholder('attemptId')))
    .for('update')
    .prepare('attempt_lock'),
);

/**
 * The attempt, locked until the transaction ends (`for update`): a change computed from its
 * answers after this sees every other change to them that committed first. Prepared once; the
 * transaction's later statements keep their plans (`laterPlansKept`: the review's writes that
 * lock an attempt each run a fact's statement with its consumers' reads).
 */
export async function lockAttempt(db: Database, attemptId: number): Promise<AttemptRow | null> {
  const [row] = await lockedAttemptStatement(db).execute({ attemptId });
  return row?.attempt ?? null;
}

/** An attempt of the same student at the same activity, begun after the locked one. */
const later = alias(answerHeaders, 'later');

const lockedWithLatestStatement = preparedOnce((db) =>
  db
    .select({
      attempt: answerHeaders,
      isLatest: sql<boolean>`not exists (select 1 from ${answerHeaders} as ${sql.identifier('later')} where ${and(
        eq(later.studentId, answerHeaders.studentId),
        eq(later.activityId, answerHeaders.activityId),
        gt(later.attemptNumber, answerHeaders.attemptNumber),
      )})`,
      laterPlansKept,
    })
    .from(answerHeaders)
    .where(eq(answerHeaders.id, sql.placeholder('attemptId')))
    .for('update', { of: answerHeaders })
    .prepare('attempt_lock_latest'),
);

/** An attempt's own row: finding and locking it, starting a draft, handing it in and back. */
export function attemptRowQueries(db: Database) {
  return {
    async find(attemptId: number): Promise<AttemptRow | null> {
      const [row] = await db.select().from(answerHeaders).where(eq(answerHeaders.id, attemptId));
      return row ?? null;
    },

    /**
     * The attempt locked (see `lockAttempt`, later plans kept too) and whether it is its
     * student's latest at its activity, in one statement (a return asks it).
     */
    async lockWithLatest(
      attemptId: number,
    ): Promise<{ attempt: AttemptRow; isLatest: boolean } | null> {
      const [row] = await lockedWithLatestStatement(db).execute({ attemptId });
      return row ? { attempt: row.attempt, isLatest: row.isLatest } : null;
    },

    /** Every attempt of a student at an activity, first to latest. */
    allOf(studentId: number, activityId: number): Promise<AttemptRow[]> {
      return db
        .select()
        .from(answerHeaders)
        .where(
          and(eq(answerHeaders.studentId, studentId), eq(answerHeaders.activityId, activityId)),
        )
        .orderBy(asc(answerHeaders.attemptNumber));
    },

    /** The student's latest attempt at the activity (prepared once: opening a player asks it). */
    async latest(studentId: number, activityId: number): Promise<AttemptRow | null> {
      const [row] = await latestStatement(db).execute({ studentId, activityId });
      return row ?? null;
    },

    /** The student's latest attempt at each of these activities they have started. */
    latestAtEach(studentId: number, activityIds: number[]): Promise<AttemptRow[]> {
      if (activityIds.length === 0) return Promise.resolve([]);
      return latestAtEachStatement(db).execute({ studentId, activityIds });
    },

    /** A new draft, or null when the student already has one (another tab got there first). */
    async createDraft(values: NewAttempt): Promise<AttemptRow | null> {
      const [row] = await db.insert(answerHeaders).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async updateAttempt(attemptId: number, values: Partial<NewAttempt>): Promise<void> {
      await db.update(answerHeaders).set(values).where(eq(answerHeaders.id, attemptId));
    },

    /**
     * Hands a draft in once, with the work returned to its student (see `handInStatement`); null
     * when it was no longer a draft (a second submission).
     */
    async handIn(attemptId: number, values: HandIn): Promise<AttemptRow | null> {
      const [row] = await handInStatement(db, {
        ...values,
        attemptId,
        at: values.at.toISOString(),
      });
      if (!row) return null;
      const { laterPlansKept: _, ...attempt } = row;
      return attempt;
    },
  };
}
