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

/** A teacher's mark for one item. Marks are whole numbers, as question marks are. */
export interface TeacherMark {
  itemId: number;
  marksObtained: number;
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

/**
 * Combines a teacher's marks into the attempt's score: marksObtained is the sum of the marks
 * given so far, totalMarks the sum of every item's marks. The percentage (spec section 5) is
 * given only once every item is marked; until then the attempt has no score yet.
 */
export function scoreMarkedActivity(
  items: readonly MarkableItem[],
  marks: readonly TeacherMark[],
): Result<MarkedActivityScore, MarkError> {
  const itemsById = indexItems(items);
  const given = new Map<number, number>();
  const errors: MarkError[] = [];
  for (const { itemId, marksObtained } of marks) {
    const item = itemsById.get(itemId);
    const error = !item
      ? { code: 'unknown_item' as const, itemId }
      : given.has(itemId)
        ? { code: 'duplicate_mark' as const, itemId }
        : checkMark(item, marksObtained);
    if (error) errors.push(error);
    else given.set(itemId, marksObtained);
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
