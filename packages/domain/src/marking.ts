import { type Result, resultOf } from './result.js';
import { type Score, scoreOf } from './score-percentage.js';

/**
 * An item a teacher marks by hand: a worksheet question or a quest step, with the marks it
 * carries (a quest step may carry 0: the teacher only confirms it is done).
 */
export interface MarkableItem {
  itemId: number;
  marks: number;
}

/**
 * A teacher's mark for one item. Marks are whole numbers, as question marks are; null is a comment
 * given without marks, which leaves the item as marked (or unmarked) as it was.
 */
export interface TeacherMark {
  itemId: number;
  marksObtained: number | null;
}

export type MarkError =
  | { code: 'unknown_item'; itemId: number }
  | { code: 'duplicate_mark'; itemId: number }
  | { code: 'not_whole_marks'; itemId: number; marksObtained: number }
  | { code: 'negative_marks'; itemId: number; marksObtained: number }
  | { code: 'above_item_marks'; itemId: number; marksObtained: number; marks: number };

/** How far a teacher has got with an attempt's items. */
export type MarkingState = 'unmarked' | 'partly_marked' | 'marked';

export interface MarkedItemResult {
  itemId: number;
  marks: number;
  /** Null until the teacher has marked the item. */
  marksObtained: number | null;
}

export interface MarkedActivityScore extends Score {
  items: MarkedItemResult[];
  markingState: MarkingState;
}

/** Whether one mark fits its item: a whole number from 0 to the item's marks. */
export function checkMark(item: MarkableItem, marksObtained: number): MarkError | null {
  const { itemId, marks } = item;
  if (!Number.isInteger(marksObtained)) return { code: 'not_whole_marks', itemId, marksObtained };
  if (marksObtained < 0) return { code: 'negative_marks', itemId, marksObtained };
  if (marksObtained > marks) return { code: 'above_item_marks', itemId, marksObtained, marks };
  return null;
}

function markingStateOf(markedCount: number, itemCount: number): MarkingState {
  if (markedCount === itemCount) return 'marked';
  return markedCount === 0 ? 'unmarked' : 'partly_marked';
}

/** Items come from stored content; a broken list is a fault there, so it throws. */
function indexItems(items: readonly MarkableItem[]): ReadonlyMap<number, MarkableItem> {
  const byId = new Map<number, MarkableItem>();
  for (const item of items) {
    if (byId.has(item.itemId)) throw new RangeError(`Item ${item.itemId} is listed twice`);
    if (!Number.isInteger(item.marks) || item.marks < 0) {
      throw new RangeError(`Item ${item.itemId} carries ${item.marks} marks`);
    }
    byId.set(item.itemId, item);
  }
  return byId;
}

/** What is wrong with one mark of a go, if anything; a comment alone still names a known item. */
function markErrorOf(
  item: MarkableItem | undefined,
  { itemId, marksObtained }: TeacherMark,
  taken: ReadonlySet<number>,
): MarkError | null {
  if (!item) return { code: 'unknown_item', itemId };
  if (taken.has(itemId)) return { code: 'duplicate_mark', itemId };
  return marksObtained === null ? null : checkMark(item, marksObtained);
}

/**
 * Combines a teacher's marks into the attempt's score: marksObtained is the sum of the marks
 * given so far, totalMarks the sum of every item's marks; a comment without marks marks nothing.
 * The percentage (spec section 5) is given only once every item is marked; until then the
 * attempt has no score yet.
 */
export function scoreMarkedActivity(
  items: readonly MarkableItem[],
  marks: readonly TeacherMark[],
): Result<MarkedActivityScore, MarkError> {
  const itemsById = indexItems(items);
  const given = new Map<number, number>();
  const taken = new Set<number>();
  const errors: MarkError[] = [];
  for (const mark of marks) {
    const error = markErrorOf(itemsById.get(mark.itemId), mark, taken);
    if (error) {
      errors.push(error);
      continue;
    }
    taken.add(mark.itemId);
    if (mark.marksObtained !== null) given.set(mark.itemId, mark.marksObtained);
  }
  return resultOf(errors, () => {
    const results = items.map(({ itemId, marks: itemMarks }) => ({
      itemId,
      marks: itemMarks,
      marksObtained: given.get(itemId) ?? null,
    }));
    const totalMarks = results.reduce((total, item) => total + item.marks, 0);
    const marksObtained = results.reduce((total, item) => total + (item.marksObtained ?? 0), 0);
    const markingState = markingStateOf(given.size, items.length);
    const score = scoreOf(marksObtained, totalMarks);
    return {
      ...score,
      percentage: markingState === 'marked' ? score.percentage : null,
      items: results,
      markingState,
    };
  });
}
