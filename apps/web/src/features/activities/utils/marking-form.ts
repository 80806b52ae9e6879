import type { activities } from '@kitlab/contract';
import { checkMark } from '@kitlab/domain';
import type { MarkedItem } from './marked-items';

/** One item as the teacher fills it in: marks as typed ('' for not marked yet) and a comment. */
export interface ItemMarkDraft {
  marks: number | '';
  comment: string;
}

export type MarkingDraft = Record<number, ItemMarkDraft>;

type Reviewed = Pick<
  activities.ReviewedAnswer,
  'activity_detail_id' | 'marks_obtained' | 'comment'
>;

/** The form as the teacher left it last time: marks and comments already given. */
export function initialMarking(
  items: readonly MarkedItem[],
  answers: readonly Reviewed[],
): MarkingDraft {
  return Object.fromEntries(
    items.map((item) => {
      const answer = answers.find((a) => a.activity_detail_id === item.id);
      return [item.id, { marks: answer?.marks_obtained ?? '', comment: answer?.comment ?? '' }];
    }),
  );
}

/** Whether the teacher has changed any of these items' marks or comments from those saved. */
export function markingChanged(
  items: readonly MarkedItem[],
  draft: MarkingDraft,
  saved: readonly Reviewed[],
): boolean {
  const before = initialMarking(items, saved);
  return items.some((item) => {
    const now = draft[item.id];
    const was = before[item.id];
    return now !== undefined && (now.marks !== was?.marks || now.comment !== was?.comment);
  });
}

export interface MarksToSend {
  /** marks_obtained is null for a comment on an item left blank. */
  marks: { activity_detail_id: number; marks_obtained: number | null; comment: string | null }[];
  /** Field errors by item id, in words for the teacher. */
  errors: Record<number, string>;
}

/** An item left blank is sent for its comment, or to clear the one it had. */
function commentOnly(
  itemId: number,
  comment: string | null,
  saved: readonly Reviewed[],
): MarksToSend['marks'] {
  const hadComment = saved.some((a) => a.activity_detail_id === itemId && a.comment);
  return comment || hadComment
    ? [{ activity_detail_id: itemId, marks_obtained: null, comment }]
    : [];
}

/**
 * What to send: each item that has marks, checked as decision 0008 says (a whole number from 0
 * to the item's marks). Items left blank are not marked yet: only their comments are sent.
 */
export function marksToSend(
  items: readonly MarkedItem[],
  draft: MarkingDraft,
  saved: readonly Reviewed[],
): MarksToSend {
  const result: MarksToSend = { marks: [], errors: {} };
  for (const item of items) {
    const entry = draft[item.id];
    if (!entry) continue;
    const comment = entry.comment.trim() || null;
    if (entry.marks === '') {
      result.marks.push(...commentOnly(item.id, comment, saved));
      continue;
    }
    const problem = checkMark({ itemId: item.id, marks: item.marks }, entry.marks);
    if (problem) {
      result.errors[item.id] = `Give a whole number from 0 to ${item.marks}.`;
      continue;
    }
    result.marks.push({ activity_detail_id: item.id, marks_obtained: entry.marks, comment });
  }
  return result;
}
