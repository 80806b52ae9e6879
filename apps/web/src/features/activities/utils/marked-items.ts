import type { activities, kits } from '@kitlab/contract';
import type { z } from 'zod/mini';

type Question = z.infer<typeof activities.reviewedQuestion>;
type Step = z.infer<typeof kits.questStep>;

/** A worksheet question or quest step, as a teacher marks it and a student reads its marks. */
export interface MarkedItem {
  id: number;
  /** "Question 2", "Step 1". */
  label: string;
  heading: string;
  picture: { file: string | null; file_alt: string | null } | null;
  marks: number;
  /** The marking guide or fill-in answers, for comparing. */
  guide: string | null;
}

function guideOf(question: Extract<Question, { lines: unknown }>): string | null {
  if (question.answer) return question.answer;
  return question.answers.length > 0 ? question.answers.join(' · ') : null;
}

/**
 * The items of marked work in order: a worksheet's questions, or a quest's steps (which carry the
 * marks of their answers; a step marked 0 of 0 is simply checked).
 */
export function markedItems(
  questions: readonly Question[],
  steps: readonly Step[],
  answers: readonly Pick<activities.ReviewedAnswer, 'activity_detail_id' | 'marks'>[],
): MarkedItem[] {
  const written = questions.flatMap((question) => ('lines' in question ? [question] : []));
  if (written.length > 0) {
    return [...written]
      .sort((a, b) => a.position - b.position)
      .map((question, index) => ({
        id: question.id,
        label: `Question ${index + 1}`,
        heading: question.question,
        picture: question,
        marks: question.marks,
        guide: guideOf(question),
      }));
  }
  return [...steps]
    .sort((a, b) => a.position - b.position)
    .map((step, index) => ({
      id: step.id,
      label: `Step ${index + 1}`,
      heading: step.title,
      picture: null,
      marks: answers.find((answer) => answer.activity_detail_id === step.id)?.marks ?? 0,
      guide: null,
    }));
}
