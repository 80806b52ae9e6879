import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import type { ResponseSheet } from '../api/get-response';
import { useMarkResponse } from '../api/mark-response';
import type { MarkedItem } from '../utils/marked-items';
import {
  type ItemMarkDraft,
  initialMarking,
  markingChanged,
  marksToSend,
} from '../utils/marking-form';

/** The teacher's marks and comments as they type them, checked and saved together. */
export function useMarkingForm(
  sheet: ResponseSheet,
  items: readonly MarkedItem[],
  activityId: number,
) {
  const { attempt, student } = sheet;
  const [draft, setDraft] = useState(() => initialMarking(items, attempt.answers));
  const [comment, setComment] = useState(attempt.teacher_comment ?? '');
  const [errors, setErrors] = useState<Record<number, string>>({});
  const mark = useMarkResponse(activityId);

  const change = (itemId: number, next: Partial<ItemMarkDraft>) =>
    setDraft((current) => ({
      ...current,
      [itemId]: { marks: '', comment: '', ...current[itemId], ...next },
    }));

  /** The marks of `toSave` as typed, with the comment on the whole; null, errors shown, if any is wrong. */
  const checkedBody = (toSave: readonly MarkedItem[]) => {
    const checked = marksToSend(toSave, draft, attempt.answers);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return null;
    return {
      answer_header_id: attempt.answer_header_id,
      marks: checked.marks,
      comment: comment.trim() || null,
    };
  };

  const save = () => {
    const body = checkedBody(items);
    if (!body) return;
    mark.mutate(body, {
      onSuccess: () =>
        showToast({
          tone: 'success',
          title: 'Marks saved',
          message: `${student.first_name} can see them now.`,
        }),
    });
  };

  /**
   * Before one item goes back for redo: saves what the teacher gave the other items (and the
   * comment on the whole), which the form would otherwise lose as it closes with the return.
   * False, with the errors shown, when the marks cannot be saved as typed.
   */
  const saveAllBut = async (returnedItemId: number): Promise<boolean> => {
    const others = items.filter((item) => item.id !== returnedItemId);
    const commentTyped = comment.trim() !== (attempt.teacher_comment ?? '').trim();
    if (!commentTyped && !markingChanged(others, draft, attempt.answers)) return true;
    const body = checkedBody(others);
    if (!body) return false;
    try {
      await mark.mutateAsync(body);
      return true;
    } catch {
      return false;
    }
  };

  return {
    draft,
    saveAllBut,
    change,
    errors,
    comment,
    setComment,
    save,
    saving: mark.isPending,
    error: mark.isError ? errorMessage(mark.error) : null,
  };
}
