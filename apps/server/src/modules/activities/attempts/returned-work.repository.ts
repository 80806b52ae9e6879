import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  answerFiles,
  answerHeaders,
  answers,
  earlierAnswerFiles,
  earlierAnswers,
  offlineWorksheets,
  returnedWork,
  uploadedFiles,
} from '../../../db/schema/index.js';
import { type LiveItem, liveCarried } from '../../../lib/live-publisher.js';
import {
  type NewLearningEvent,
  type RecordedLearningEvent,
  storedEvents,
} from '../../learning-events/index.js';
import { fileFields } from './answer-files.repository.js';
import { type AttemptRow, preparedAttemptWrite } from './attempt-rows.repository.js';

export type ReturnedWorkRow = typeof returnedWork.$inferSelect;
export type EarlierAnswerRow = typeof earlierAnswers.$inferSelect;

/** A hand-back as its statement left it. */
export interface HandedBack {
  attempt: AttemptRow;
  /** The return's learning events as stored. */
  events: RecordedLearningEvent[];
}

/** A submitted attempt handed back for redo: what the return records and what moves. */
export interface HandBack {
  attemptId: number;
  /** Null: the whole attempt. */
  itemId: number | null;
  note: string;
  returnedById: number;
  at: Date;
  /** The attempt's place in the player after the return. */
  lastDetailId: number | null;
  /** The attempt's hand-in, score and comment as the return keeps them. */
  firstHandedInAt: Date;
  marksObtained: number | null;
  teacherComment: string | null;
  /**
   * Items whose answers (those handed in) and their files are copied to the return's history,
   * and whose marks and comments are cleared for the redo.
   */
  returnedItemIds: number[];
  /** The paper pages, if any, move to the history (copied, then taken off the attempt). */
  movePaperPages: boolean;
  /** The return's learning events, stored by the same statement. */
  events: readonly NewLearningEvent[];
  /** The return's live news, stored and announced by the same statement. */
  live: readonly LiveItem[];
}

const p = (name: keyof HandBack) => sql.placeholder(name);

/**
 * A return's writes in one statement prepared once, each part only when the attempt was still
 * submitted: the attempt a draft again without score, comment or marker; the return with the
 * score and comment it had; the returned items' answers (their marks only where marked) and their
 * files, and any paper pages as one more earlier answer with the pages' files in their order,
 * copied to the return's history; the returned items' marks cleared; the pages taken. The parts
 * all see the rows as they were before the statement, so the copies keep the marks it clears. It
 * stores the return's learning events and live news too, which a refused return (no row) rolls
 * back.
 */
function handBackWrites() {
  const attemptId = sql`${p('attemptId')}::int`;
  const moved = sql`${p('movePaperPages')}::boolean and exists (select 1 from attempt)`;
  return sql`attempt as (
      update ${answerHeaders} set status = 'DR', marks_obtained = null, teacher_comment = null,
        marked_by_id = null, marked_at = null, last_detail_id = ${p('lastDetailId')}::int,
        updated_at = ${p('at')}::timestamptz
      where id = ${attemptId} and status = 'S'
      returning *
    ), returned as (
      insert into ${returnedWork} (organisation_id, student_id, answer_header_id, activity_detail_id,
        note, returned_by_id, returned_at, first_handed_in_at, marks_obtained, teacher_comment)
      select organisation_id, student_id, id, ${p('itemId')}::int, ${p('note')}::text,
        ${p('returnedById')}::int, ${p('at')}::timestamptz, ${p('firstHandedInAt')}::timestamptz,
        ${p('marksObtained')}::int, ${p('teacherComment')}::text
      from attempt
      returning id, organisation_id, student_id, first_handed_in_at
    ), live as (
      select * from ${answers}
      where answer_header_id = ${attemptId}
        and activity_detail_id = any(${p('returnedItemIds')}::int[])
    ), pages as (
      select uploaded_file_id, (row_number() over (order by id) - 1)::smallint as position
      from ${offlineWorksheets} where answer_header_id = ${attemptId} and ${moved}
    ), kept as (
      insert into ${earlierAnswers} (organisation_id, student_id, returned_work_id,
        activity_detail_id, option_ids, text, blanks, marks_obtained, comment, answered_at)
      select organisation_id, student_id, returned_work_id, activity_detail_id, option_ids, text,
        blanks, marks_obtained, comment, answered_at
      from (
        select r.organisation_id, r.student_id, r.id as returned_work_id, a.activity_detail_id,
          a.option_ids, a.text, a.blanks,
          case when a.marked_at is null then null else a.marks_obtained end as marks_obtained,
          a.comment, a.answered_at, a.id as place
        from returned r cross join live a
        union all
        select r.organisation_id, r.student_id, r.id, null, '[]'::jsonb, null, '[]'::jsonb, null,
          null, r.first_handed_in_at, null
        from returned r where exists (select 1 from pages)
      ) as copy
      order by place nulls last
      returning id, activity_detail_id
    ), kept_files as (
      insert into ${earlierAnswerFiles} (earlier_answer_id, uploaded_file_id, organisation_id,
        student_id, position)
      select k.id, f.uploaded_file_id, r.organisation_id, r.student_id, f.position
      from kept k
        join live a on a.activity_detail_id = k.activity_detail_id
        join ${answerFiles} f on f.answer_id = a.id
        cross join returned r
      union all
      select k.id, pages.uploaded_file_id, r.organisation_id, r.student_id, pages.position
      from kept k cross join returned r cross join pages
      where k.activity_detail_id is null
    ), cleared as (
      update ${answers} set marks_obtained = null, comment = null, marked_by_id = null,
        marked_at = null
      where answer_header_id = ${attemptId}
        and activity_detail_id = any(${p('returnedItemIds')}::int[])
        and exists (select 1 from attempt)
    ), taken as (
      delete from ${offlineWorksheets} where answer_header_id = ${attemptId} and ${moved}
    ), recorded as (${storedEvents.insert}),
    waiting as (${storedEvents.waitFrom('recorded')}),
    ${liveCarried.ctes}`;
}

/**
 * The hand-back's statement: its writes, its events stored waiting for their consumers, and its
 * live news announced.
 */
const handBackStatement = preparedAttemptWrite('attempt_hand_back', handBackWrites, {
  events: storedEvents.list('recorded'),
  announced: liveCarried.announced,
});

/** Work handed back for redo and the answers as they were before: read and written together. */
export function createReturnedWorkRepository(db: Database) {
  return {
    /** Returns the student has not handed in again yet. */
    openReturnsOf(attemptId: number) {
      return db
        .select({ activityDetailId: returnedWork.activityDetailId })
        .from(returnedWork)
        .where(
          and(eq(returnedWork.answerHeaderId, attemptId), isNull(returnedWork.handedInAgainAt)),
        );
    },

    returnsOf(attemptIds: number[]): Promise<ReturnedWorkRow[]> {
      if (attemptIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(returnedWork)
        .where(inArray(returnedWork.answerHeaderId, attemptIds))
        .orderBy(asc(returnedWork.id));
    },

    /** The earlier answers of these returns, and the files each held, in two queries. */
    async earlierAnswersOf(returnIds: number[]) {
      if (returnIds.length === 0) return { rows: [], files: [] };
      const rows = await db
        .select()
        .from(earlierAnswers)
        .where(inArray(earlierAnswers.returnedWorkId, returnIds))
        .orderBy(asc(earlierAnswers.id));
      const ids = rows.map((r) => r.id);
      const files =
        ids.length === 0
          ? []
          : await db
              .select({ earlierAnswerId: earlierAnswerFiles.earlierAnswerId, ...fileFields })
              .from(earlierAnswerFiles)
              .innerJoin(uploadedFiles, eq(uploadedFiles.id, earlierAnswerFiles.uploadedFileId))
              .where(inArray(earlierAnswerFiles.earlierAnswerId, ids))
              .orderBy(asc(earlierAnswerFiles.earlierAnswerId), asc(earlierAnswerFiles.position));
      return { rows, files };
    },

    /**
     * Hands a submitted attempt back (see `handBackStatement`); the attempt as it is now with the
     * events as stored, or null when it was not submitted any more (returned by someone else a
     * moment before), when the transaction must be rolled back.
     */
    async handBack(back: HandBack): Promise<HandedBack | null> {
      const [row] = await handBackStatement(db, {
        ...back,
        at: back.at.toISOString(),
        firstHandedInAt: back.firstHandedInAt.toISOString(),
        events: storedEvents.jsonOf(back.events),
        live: liveCarried.jsonOf(back.live),
      });
      if (!row) return null;
      const attempt = Object.fromEntries(
        Object.keys(getTableColumns(answerHeaders)).map((key) => [
          key,
          row[key as keyof typeof row],
        ]),
      ) as AttemptRow;
      return { attempt, events: storedEvents.rowsOf(row.events) };
    },
  };
}

export type ReturnedWorkRepository = ReturnType<typeof createReturnedWorkRepository>;
