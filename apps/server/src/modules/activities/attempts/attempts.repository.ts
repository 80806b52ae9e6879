import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  type activities,
  answerFiles,
  answerHeaders,
  answers,
  earlierAnswerFiles,
  type LearningEventKind,
  learningEvents,
  offlineWorksheets,
  returnedWork,
  uploadedFiles,
} from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import {
  insertLearningEvents,
  type LearningEventRecorder,
  type NewLearningEvent,
} from '../../learning-events/index.js';
import { heldByNoWork, ownedUploads } from '../../uploads/index.js';
import type { CoveringWork } from './reach.repository.js';

export type AttemptRow = typeof answerHeaders.$inferSelect;
export type NewAttempt = typeof answerHeaders.$inferInsert;
export type AnswerRow = typeof answers.$inferSelect;
export type { UploadedFileRow } from '../../uploads/index.js';

/** The columns of an uploaded file a stored answer, page or earlier hand-in links to. */
export const fileFields = {
  id: uploadedFiles.id,
  key: uploadedFiles.key,
  contentType: uploadedFiles.contentType,
  bytes: uploadedFiles.bytes,
};

/** An attempt with what it is at and the assignment it is for, as its learning events name them. */
export interface AttemptScene {
  attempt: AttemptRow;
  activity: typeof activities.$inferSelect;
  work: CoveringWork | null;
}

/**
 * A learning event about an attempt, at `occurredAt` on the server clock: the student is the
 * actor unless `extra` names another (a teacher marking), and the assignment gives the class,
 * subject and teacher.
 */
export function attemptEvent(
  { attempt, activity, work }: AttemptScene,
  kind: LearningEventKind,
  occurredAt: Date,
  extra: Partial<NewLearningEvent> = {},
): NewLearningEvent {
  return {
    kind,
    occurredAt,
    organisationId: attempt.organisationId,
    actorId: attempt.studentId,
    actorType: 'S',
    studentId: attempt.studentId,
    kitId: activity.kitId,
    activityId: attempt.activityId,
    attemptId: attempt.id,
    attemptNumber: attempt.attemptNumber,
    assignmentId: work?.id ?? attempt.assignmentId,
    classId: work?.classId ?? null,
    subjectId: work?.subjectId ?? null,
    teacherId: work?.teacherId ?? null,
    ...extra,
  };
}

/** A new answer to a question replaces the attempt's earlier answer to it, field by field. */
const replacingEarlierAnswer = (values: typeof answers.$inferInsert) => ({
  target: [answers.answerHeaderId, answers.activityDetailId],
  set: {
    optionIds: values.optionIds ?? [],
    text: values.text ?? null,
    blanks: values.blanks ?? [],
    isCorrect: values.isCorrect ?? null,
    answeredAt: values.answeredAt,
  },
});

/**
 * Upserts a draft's answer and moves the attempt to its question, with `stored` events written
 * by the same statement (data-modifying CTEs all run, whatever the main statement returns).
 */
async function upsertDraftAnswer(
  db: Database,
  values: typeof answers.$inferInsert,
  stored: readonly NewLearningEvent[],
): Promise<AnswerRow> {
  const placed = db
    .$with('placed')
    .as(
      db
        .update(answerHeaders)
        .set({ lastDetailId: values.activityDetailId, updatedAt: values.answeredAt })
        .where(eq(answerHeaders.id, values.answerHeaderId))
        .returning({ id: answerHeaders.id }),
    );
  const recorded =
    stored.length === 0
      ? []
      : [
          db
            .$with('recorded')
            .as(insertLearningEvents(db, stored).returning({ seq: learningEvents.seq })),
        ];
  const [row] = await db
    .with(placed, ...recorded)
    .insert(answers)
    .values(values)
    .onConflictDoUpdate(replacingEarlierAnswer(values))
    .returning();
  if (!row) throw new Error('answer upsert failed');
  return row;
}

/** Attempts, their answers, files, worksheet pages and events: every write of the player. */
export function createAttemptsRepository(
  db: Database,
  events: LearningEventRecorder,
): AttemptsRepository {
  return {
    ...attemptQueries(db, events),
    inTransaction: (work) =>
      inTransaction(db, (tx) => work(createAttemptsRepository(tx, events), tx)),
  };
}

export interface AttemptTransactions {
  /**
   * Runs `work` in one transaction: all of its writes and events happen, or none. `tx` is for
   * the other repositories that write in it.
   */
  inTransaction<T>(work: (repo: AttemptsRepository, tx: Database) => Promise<T>): Promise<T>;
}

function attemptQueries(db: Database, events: LearningEventRecorder) {
  return {
    async find(attemptId: number): Promise<AttemptRow | null> {
      const [row] = await db.select().from(answerHeaders).where(eq(answerHeaders.id, attemptId));
      return row ?? null;
    },

    /**
     * The attempt, locked until the transaction ends (`for update`): a change computed from its
     * answers after this sees every other change to them that committed first.
     */
    async lock(attemptId: number): Promise<AttemptRow | null> {
      const [row] = await db
        .select()
        .from(answerHeaders)
        .where(eq(answerHeaders.id, attemptId))
        .for('update');
      return row ?? null;
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

    async latest(studentId: number, activityId: number): Promise<AttemptRow | null> {
      const [row] = await db
        .select()
        .from(answerHeaders)
        .where(
          and(eq(answerHeaders.studentId, studentId), eq(answerHeaders.activityId, activityId)),
        )
        .orderBy(desc(answerHeaders.attemptNumber))
        .limit(1);
      return row ?? null;
    },

    /** The student's latest attempt at each of these activities they have started. */
    latestAtEach(studentId: number, activityIds: number[]): Promise<AttemptRow[]> {
      if (activityIds.length === 0) return Promise.resolve([]);
      return db
        .selectDistinctOn([answerHeaders.activityId])
        .from(answerHeaders)
        .where(
          and(
            eq(answerHeaders.studentId, studentId),
            inArray(answerHeaders.activityId, activityIds),
          ),
        )
        .orderBy(answerHeaders.activityId, desc(answerHeaders.attemptNumber));
    },

    /** A new draft, or null when the student already has one (another tab got there first). */
    async createDraft(values: NewAttempt): Promise<AttemptRow | null> {
      const [row] = await db.insert(answerHeaders).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async updateAttempt(attemptId: number, values: Partial<NewAttempt>): Promise<void> {
      await db.update(answerHeaders).set(values).where(eq(answerHeaders.id, attemptId));
    },

    /** Submits a draft once; null when it was no longer a draft (a second submission). */
    async submit(attemptId: number, values: Partial<NewAttempt>): Promise<AttemptRow | null> {
      const [row] = await db
        .update(answerHeaders)
        .set({ ...values, status: 'S' })
        .where(and(eq(answerHeaders.id, attemptId), eq(answerHeaders.status, 'DR')))
        .returning();
      return row ?? null;
    },

    /**
     * Puts a submitted attempt back in its student's hands; null when it was not submitted any
     * more (returned by someone else a moment before).
     */
    async reopen(attemptId: number, values: Partial<NewAttempt>): Promise<AttemptRow | null> {
      const [row] = await db
        .update(answerHeaders)
        .set({ ...values, status: 'DR' })
        .where(and(eq(answerHeaders.id, attemptId), eq(answerHeaders.status, 'S')))
        .returning();
      return row ?? null;
    },

    /** The work the teacher returned is handed in again with the attempt. */
    async handInReturns(attemptId: number, at: Date): Promise<void> {
      await db
        .update(returnedWork)
        .set({ handedInAgainAt: at })
        .where(
          and(eq(returnedWork.answerHeaderId, attemptId), isNull(returnedWork.handedInAgainAt)),
        );
    },

    answersOf(attemptIds: number[]): Promise<AnswerRow[]> {
      if (attemptIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(answers)
        .where(inArray(answers.answerHeaderId, attemptIds))
        .orderBy(asc(answers.id));
    },

    filesOfAnswers(answerIds: number[]) {
      if (answerIds.length === 0) return Promise.resolve([]);
      return db
        .select({ answerId: answerFiles.answerId, ...fileFields })
        .from(answerFiles)
        .innerJoin(uploadedFiles, eq(uploadedFiles.id, answerFiles.uploadedFileId))
        .where(inArray(answerFiles.answerId, answerIds))
        .orderBy(asc(answerFiles.answerId), asc(answerFiles.position));
    },

    offlinePagesOf(attemptIds: number[]) {
      if (attemptIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: offlineWorksheets.id,
          answerHeaderId: offlineWorksheets.answerHeaderId,
          createdAt: offlineWorksheets.createdAt,
          file: fileFields,
        })
        .from(offlineWorksheets)
        .innerJoin(uploadedFiles, eq(uploadedFiles.id, offlineWorksheets.uploadedFileId))
        .where(inArray(offlineWorksheets.answerHeaderId, attemptIds))
        .orderBy(asc(offlineWorksheets.id));
    },

    async saveAnswer(values: typeof answers.$inferInsert): Promise<AnswerRow> {
      const [row] = await db
        .insert(answers)
        .values(values)
        .onConflictDoUpdate(replacingEarlierAnswer(values))
        .returning();
      if (!row) throw new Error('answer upsert failed');
      return row;
    },

    /**
     * A student's answer saved into their draft with its learning event: the answer (replacing
     * an earlier one to the question), the attempt's place and time of change, and the event.
     * When storing the event is all recording it takes (the day's streak already kept, say),
     * all three are one statement; else one transaction, the event recorded as any other.
     */
    async saveDraftAnswer(
      values: typeof answers.$inferInsert,
      event: NewLearningEvent,
    ): Promise<AnswerRow> {
      if (await events.storesOnly([event])) return upsertDraftAnswer(db, values, [event]);
      return inTransaction(db, async (tx) => {
        const row = await upsertDraftAnswer(tx, values, []);
        await events.record(tx, [event]);
        return row;
      });
    },

    /**
     * A teacher's mark and comment on one item, or a quiz mark they override (with the automatic
     * mark and the reason); an item left unanswered gets an empty answer. Fields left undefined
     * keep what they had.
     */
    async saveMark(values: typeof answers.$inferInsert): Promise<void> {
      await db
        .insert(answers)
        .values(values)
        .onConflictDoUpdate({
          target: [answers.answerHeaderId, answers.activityDetailId],
          set: {
            marksObtained: values.marksObtained,
            automaticMarks: values.automaticMarks,
            overrideReason: values.overrideReason,
            comment: values.comment,
            markedById: values.markedById,
            markedAt: values.markedAt,
          },
        });
    },

    /** Every answer's verdict and marks in one statement. */
    async scoreAnswers(
      scores: { answerId: number; isCorrect: boolean; marksObtained: number }[],
    ): Promise<void> {
      if (scores.length === 0) return;
      const caseOf = (value: (score: (typeof scores)[number]) => SQL) =>
        sql`case ${sql.join(
          scores.map((score) => sql`when ${answers.id} = ${score.answerId} then ${value(score)}`),
          sql` `,
        )} end`;
      await db
        .update(answers)
        .set({
          isCorrect: caseOf((score) => sql`${score.isCorrect}::boolean`),
          marksObtained: caseOf((score) => sql`${score.marksObtained}::smallint`),
        })
        .where(
          inArray(
            answers.id,
            scores.map((score) => score.answerId),
          ),
        );
    },

    async replaceAnswerFiles(answerId: number, organisationId: number, fileIds: number[]) {
      await db.delete(answerFiles).where(eq(answerFiles.answerId, answerId));
      if (fileIds.length === 0) return;
      await db.insert(answerFiles).values(
        fileIds.map((uploadedFileId, position) => ({
          answerId,
          uploadedFileId,
          organisationId,
          position,
        })),
      );
    },

    /** The owner's uploaded files with these keys (bytes arrived); pending ones are left out. */
    uploadsOf: (ownerId: number, keys: string[]) => ownedUploads(db, ownerId, keys),

    /**
     * Where files are already attached: the answer holding each, or null for a worksheet page
     * or an earlier hand-in kept in the history of a return.
     */
    async attachmentsOf(fileIds: number[]) {
      if (fileIds.length === 0) return [];
      const [inAnswers, onPages, inHistory] = await Promise.all([
        db
          .select({ fileId: answerFiles.uploadedFileId, answerId: answerFiles.answerId })
          .from(answerFiles)
          .where(inArray(answerFiles.uploadedFileId, fileIds)),
        db
          .select({ fileId: offlineWorksheets.uploadedFileId })
          .from(offlineWorksheets)
          .where(inArray(offlineWorksheets.uploadedFileId, fileIds)),
        db
          .select({ fileId: earlierAnswerFiles.uploadedFileId })
          .from(earlierAnswerFiles)
          .where(inArray(earlierAnswerFiles.uploadedFileId, fileIds)),
      ]);
      return [
        ...inAnswers.map((a) => ({ ...a, inHistory: false })),
        ...onPages.map((p) => ({ fileId: p.fileId, answerId: null, inHistory: false })),
        ...inHistory.map((h) => ({ fileId: h.fileId, answerId: null, inHistory: true })),
      ];
    },

    async addOfflinePage(values: typeof offlineWorksheets.$inferInsert): Promise<void> {
      await db.insert(offlineWorksheets).values(values);
    },

    async findOfflinePage(pageId: number) {
      const [row] = await db
        .select({ page: offlineWorksheets, file: uploadedFiles })
        .from(offlineWorksheets)
        .innerJoin(uploadedFiles, eq(uploadedFiles.id, offlineWorksheets.uploadedFileId))
        .where(eq(offlineWorksheets.id, pageId));
      return row ?? null;
    },

    /**
     * Removes a page and, in the same transaction, its uploaded_files row unless other work (the
     * history of a return, say) still holds the file; answers whether the file may go too.
     */
    deleteOfflinePage(pageId: number, uploadedFileId: number): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        await tx.delete(offlineWorksheets).where(eq(offlineWorksheets.id, pageId));
        const gone = await tx
          .delete(uploadedFiles)
          .where(and(eq(uploadedFiles.id, uploadedFileId), heldByNoWork(tx)))
          .returning({ id: uploadedFiles.id });
        return gone.length > 0;
      });
    },

    recordEvents(...values: NewLearningEvent[]): Promise<void> {
      return events.record(db, values);
    },

    /** The attempt's log_activity starts and ends, for its time spent. */
    async visitsOf(attemptId: number) {
      const rows = await db
        .select({ kind: learningEvents.kind, at: learningEvents.occurredAt })
        .from(learningEvents)
        .where(
          and(
            eq(learningEvents.attemptId, attemptId),
            inArray(learningEvents.kind, ['assessment_start', 'assessment_stop']),
          ),
        );
      return rows.map((r) => ({
        action: r.kind === 'assessment_start' ? ('start' as const) : ('end' as const),
        at: r.at,
      }));
    },
  };
}

export type AttemptsRepository = ReturnType<typeof attemptQueries> & AttemptTransactions;
