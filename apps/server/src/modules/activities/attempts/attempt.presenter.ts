import type { activities as contract } from '@kitlab/contract';
import {
  activityProgress,
  type MarkedActivityScore,
  type ProgressCode,
  type QuestionOutcome,
  questionProgress,
  type Score,
  scoreMarkedActivity,
  scoreOf,
} from '@kitlab/domain';
import type { z } from 'zod';
import { groupedBy } from '../../../lib/grouped.js';
import { linkToFile, type StoredFileRow } from '../../../lib/storage/download-links.js';
import type { FileStore } from '../../../lib/storage/file-store.js';
import type { DetailRow } from '../../kits/index.js';
import { presentAttemptActivity, presentAttemptAssignment } from './attempt-context.presenter.js';
import type { AnswerRow, AttemptRow } from './attempts.repository.js';
import type { CoveringWork } from './covering-work.js';
import type { SavedDraftAnswer } from './draft-answer.statement.js';
import type { ActivityInKit, ActivityRow } from './reach.repository.js';
import type { EarlierAnswerRow, ReturnedWorkRow } from './returned-work.repository.js';

type SavedAnswer = z.input<typeof contract.savedAnswer>;
type ReviewedAnswer = z.input<typeof contract.reviewedAnswer>;
type DraftAttempt = z.input<typeof contract.draftAttempt>;
type ReviewedAttempt = z.input<typeof contract.reviewedAttempt>;

export interface AnswerFile extends StoredFileRow {
  answerId: number;
}

export interface OfflinePageRow {
  id: number;
  createdAt: Date;
  file: StoredFileRow;
}

/** One attempt with everything saved in it. */
export interface AttemptRecord {
  attempt: AttemptRow;
  answers: AnswerRow[];
  files: AnswerFile[];
  pages: OfflinePageRow[];
  /** Work the teacher handed back for redo, first to latest. */
  returns: ReturnedWorkRow[];
}

/** What was read for many attempts together, each row naming its attempt or answer. */
export interface SavedInAttempts {
  answers: AnswerRow[];
  files: AnswerFile[];
  pages: (OfflinePageRow & { answerHeaderId: number })[];
  returns: ReturnedWorkRow[];
}

/** One record per attempt, in the attempts' order, from what was read for all of them. */
export function recordsOfAttempts(
  attempts: readonly AttemptRow[],
  saved: SavedInAttempts,
): AttemptRecord[] {
  const answers = groupedBy(saved.answers, (a) => a.answerHeaderId);
  const attemptOfAnswer = new Map(saved.answers.map((a) => [a.id, a.answerHeaderId]));
  const files = groupedBy(saved.files, (f) => attemptOfAnswer.get(f.answerId));
  const pages = groupedBy(saved.pages, (p) => p.answerHeaderId);
  const returns = groupedBy(saved.returns, (r) => r.answerHeaderId);
  return attempts.map((attempt) => {
    return {
      attempt,
      answers: answers.get(attempt.id) ?? [],
      files: files.get(attempt.id) ?? [],
      pages: pages.get(attempt.id) ?? [],
      returns: returns.get(attempt.id) ?? [],
    };
  });
}

/** What was handed in before each return of an attempt, and the files it held. */
export interface EarlierWork {
  rows: EarlierAnswerRow[];
  files: (StoredFileRow & { earlierAnswerId: number })[];
}

/** The activity an attempt is at and its kit, with its live questions, steps and page breaks. */
export interface AttemptContent extends ActivityInKit {
  details: DetailRow[];
}

/** What a student answers: an activity's questions, or its steps; never its page breaks. */
export const itemsOf = (details: readonly DetailRow[]) =>
  details.filter((d) => d.detailType !== 'page_break');

/** The teacher's marking of a quest or worksheet so far; null for a quiz (scored at once). */
export function markingOf(
  content: { activity: Pick<AttemptContent['activity'], 'activityType'>; details: DetailRow[] },
  answers: readonly AnswerRow[],
) {
  if (content.activity.activityType === 'quiz') return null;
  const items = itemsOf(content.details).map((d) => ({ itemId: d.id, marks: d.marks }));
  const marks = items.flatMap((item) => {
    const answer = answers.find((a) => a.activityDetailId === item.itemId);
    if (!answer?.markedAt || answer.marksObtained === null) return [];
    // A re-imported kit may have lowered an item's marks since it was marked.
    return [{ itemId: item.itemId, marksObtained: Math.min(answer.marksObtained, item.marks) }];
  });
  const result = scoreMarkedActivity(items, marks);
  if (!result.ok) throw new RangeError(`stored marks do not fit: ${result.errors[0].code}`);
  return result.value;
}

/** Null for drafts, and for marked work until every item has its mark. */
export function scoreOfAttempt(
  attempt: Pick<AttemptRow, 'status' | 'marksObtained' | 'totalMarks'>,
  marking: MarkedActivityScore | null,
): Score | null {
  if (attempt.status !== 'S') return null;
  if (marking) {
    if (marking.markingState !== 'marked') return null;
    const { marksObtained, totalMarks, percentage } = marking;
    return { marksObtained, totalMarks, percentage };
  }
  if (attempt.marksObtained === null || attempt.totalMarks === null) return null;
  return scoreOf(attempt.marksObtained, attempt.totalMarks);
}

export function attemptProgressOf(
  attempt: Pick<AttemptRow, 'status'>,
  marking: MarkedActivityScore | null,
) {
  return activityProgress({
    attempt: attempt.status,
    markingState: attempt.status === 'S' ? (marking?.markingState ?? null) : null,
  });
}

/**
 * What is known of one item's answer. A quiz verdict shows only where `showVerdict` (never to a
 * student in a draft); a worksheet done on paper counts as answered until it is marked.
 */
export function outcomeOf(
  record: AttemptRecord,
  detail: DetailRow,
  activityType: ActivityRow['activityType'],
  showVerdict: boolean,
): QuestionOutcome {
  const answer = record.answers.find((a) => a.activityDetailId === detail.id);
  const awaiting = { kind: 'response', marks: detail.marks, marksObtained: null } as const;
  // A teacher's override is a mark like a hand-marked one: full, none or part of the marks.
  if (showVerdict && answer?.automaticMarks != null && answer.marksObtained !== null) {
    return { ...awaiting, marksObtained: answer.marksObtained };
  }
  if (activityType === 'quiz') {
    if (!answer || answer.optionIds.length === 0) return { kind: 'unanswered' };
    return showVerdict ? { kind: 'choice', correct: answer.isCorrect === true } : awaiting;
  }
  if (answer?.markedAt && answer.marksObtained !== null) {
    return { ...awaiting, marksObtained: answer.marksObtained };
  }
  const written =
    !!answer &&
    (!!answer.text?.trim() ||
      answer.blanks.some((b) => b.trim() !== '') ||
      record.files.some((f) => f.answerId === answer.id));
  return written || record.pages.length > 0 ? awaiting : { kind: 'unanswered' };
}

/** Turns attempts into the contract's shapes, with download addresses signed at `now`. */
export function createAttemptPresenter(store: FileStore, now: Date) {
  const link = (file: StoredFileRow) => linkToFile(store, file, now);

  async function savedAnswer(
    record: AttemptRecord,
    answer: SavedDraftAnswer,
  ): Promise<SavedAnswer> {
    const files = record.files.filter((f) => f.answerId === answer.id);
    return {
      activity_detail_id: answer.activityDetailId,
      answer: answer.optionIds,
      text: answer.text,
      blanks: answer.blanks,
      files: await Promise.all(files.map(link)),
      answered_at: answer.answeredAt.toISOString(),
    };
  }

  async function reviewedAnswers(
    record: AttemptRecord,
    content: AttemptContent,
  ): Promise<ReviewedAnswer[]> {
    const shown = record.answers.flatMap((answer) => {
      const detail = content.details.find((d) => d.id === answer.activityDetailId);
      return detail ? [{ answer, detail }] : [];
    });
    return Promise.all(
      shown.map(async ({ answer, detail }) => ({
        ...(await savedAnswer(record, answer)),
        correct: content.activity.activityType === 'quiz' ? answer.isCorrect : null,
        marks: detail.marks,
        marks_obtained: answer.marksObtained,
        comment: answer.comment,
        progress: questionProgress(
          record.attempt.status,
          outcomeOf(record, detail, content.activity.activityType, true),
        ),
        override:
          answer.automaticMarks === null
            ? null
            : {
                automatic_marks: answer.automaticMarks,
                reason: answer.overrideReason ?? '',
                overridden_at: (answer.markedAt ?? answer.answeredAt).toISOString(),
              },
      })),
    );
  }

  function offlinePages(pages: readonly OfflinePageRow[]) {
    return Promise.all(
      pages.map(async (page, index) => ({
        offline_worksheet_id: page.id,
        page: index + 1,
        file: await link(page.file),
        uploaded_at: page.createdAt.toISOString(),
      })),
    );
  }

  /**
   * What drafts and reviewed attempts share, in the schema's order (`progress` among them), so an
   * answer fits its schema as it is and is written without zod copying it.
   */
  async function common(
    record: AttemptRecord,
    content: AttemptContent,
    work: CoveringWork | null,
    progress: ProgressCode,
  ) {
    const { attempt } = record;
    const last = content.details.find((d) => d.id === attempt.lastDetailId);
    return {
      answer_header_id: attempt.id,
      activity_id: attempt.activityId,
      activity_type: content.activity.activityType,
      activity: presentAttemptActivity(content),
      assignment_id: attempt.assignmentId,
      assignment: presentAttemptAssignment(work),
      attempt_number: attempt.attemptNumber,
      started_at: attempt.startedAt.toISOString(),
      submitted_at: attempt.submittedAt?.toISOString() ?? null,
      time_spent_ms: attempt.timeSpentMs,
      resume: { activity_detail_id: last?.id ?? null, page_break_id: last?.pageBreakId ?? null },
      offline_pages: await offlinePages(record.pages),
      progress,
      returns: record.returns.map((r) => ({
        return_id: r.id,
        activity_detail_id: r.activityDetailId,
        note: r.note,
        returned_at: r.returnedAt.toISOString(),
        first_handed_in_at: r.firstHandedInAt.toISOString(),
        handed_in_again_at: r.handedInAgainAt?.toISOString() ?? null,
        marks_obtained: r.marksObtained,
        teacher_comment: r.teacherComment,
      })),
    };
  }

  return {
    savedAnswer,
    offlinePages,

    /**
     * A draft as its student sees it: what they saved, no verdicts. `work` is the assignment
     * whose rules apply to it now, if any.
     */
    async draft(
      record: AttemptRecord,
      content: AttemptContent,
      work: CoveringWork | null,
    ): Promise<DraftAttempt> {
      return {
        ...(await common(record, content, work, 'I')),
        status: 'DR',
        answers: await Promise.all(record.answers.map((a) => savedAnswer(record, a))),
      };
    },

    /** An attempt with verdicts, marks and comments: submitted ones, and any for staff. */
    async reviewed(
      record: AttemptRecord,
      content: AttemptContent,
      work: CoveringWork | null,
      canRetry: boolean,
      earlier: EarlierWork = { rows: [], files: [] },
    ): Promise<ReviewedAttempt> {
      const marking = markingOf(content, record.answers);
      return {
        ...(await common(record, content, work, attemptProgressOf(record.attempt, marking))),
        status: record.attempt.status,
        score: scoreOfAttempt(record.attempt, marking),
        marking_state: marking?.markingState ?? null,
        teacher_comment: record.attempt.teacherComment,
        can_retry: canRetry,
        answers: await reviewedAnswers(record, content),
        earlier_answers: await Promise.all(
          earlier.rows.map(async (row) => ({
            return_id: row.returnedWorkId,
            activity_detail_id: row.activityDetailId,
            answer: row.optionIds,
            text: row.text,
            blanks: row.blanks,
            files: await Promise.all(
              earlier.files.filter((f) => f.earlierAnswerId === row.id).map(link),
            ),
            marks_obtained: row.marksObtained,
            comment: row.comment,
            answered_at: row.answeredAt.toISOString(),
          })),
        ),
      };
    },
  };
}

export type AttemptPresenter = ReturnType<typeof createAttemptPresenter>;
