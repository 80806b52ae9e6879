import type { ParsedActivity, ParsedQuiz, ParsedWorksheetQuestion } from '@kitlab/kit-format';
import type {
  activityDetails,
  answerOptions,
  StepContent,
  WorksheetContent,
} from '../../../db/schema/index.js';

type DetailInsert = typeof activityDetails.$inferInsert;
type OptionInsert = typeof answerOptions.$inferInsert;

/** Subject names as the reference data spells them: `science` becomes `Science`. */
export function subjectName(subject: string): string {
  return subject.charAt(0).toUpperCase() + subject.slice(1);
}

export const pageBreakSlug = (page: number) => `page-${page}`;

/**
 * Positions within a quiz: each page starts with its page break, then its questions, numbered
 * 1, 2, 3… in that order.
 */
export function quizPositions(quiz: ParsedQuiz) {
  const pageBreaks = new Map<number, number>();
  const questions = new Map<string, number>();
  let position = 0;
  for (const question of quiz.questions) {
    if (!pageBreaks.has(question.page)) pageBreaks.set(question.page, ++position);
    questions.set(question.slug, ++position);
  }
  return { pageBreaks, questions };
}

/** The page breaks of a quiz: one at the start of each page. */
export function pageBreakRows(activityId: number, quiz: ParsedQuiz): DetailInsert[] {
  return [...quizPositions(quiz).pageBreaks].map(([page, position]) => ({
    activityId,
    detailType: 'page_break',
    slug: pageBreakSlug(page),
    position,
    page,
    text: `Page ${page}`,
  }));
}

function worksheetContent(question: ParsedWorksheetQuestion): WorksheetContent {
  return {
    lines: 'lines' in question ? question.lines : null,
    blanks: question.kind === 'fill_in' ? question.blanks : null,
    answer: question.kind !== 'fill_in' ? (question.answer ?? null) : null,
    answers: question.kind === 'fill_in' ? (question.answers ?? []) : [],
  };
}

/**
 * The questions or steps of one activity. `pageBreakIdOf` gives the id of the page break row of
 * a quiz page (inserted first).
 */
export function detailRows(
  activityId: number,
  activity: ParsedActivity,
  pageBreakIdOf: (page: number) => number | undefined,
): DetailInsert[] {
  switch (activity.type) {
    case 'quiz': {
      const positions = quizPositions(activity).questions;
      return activity.questions.map((q) => ({
        activityId,
        detailType: 'question',
        slug: q.slug,
        position: positions.get(q.slug) ?? q.position,
        page: q.page,
        pageBreakId: pageBreakIdOf(q.page) ?? null,
        questionType: q.choice,
        text: q.prompt,
        imageFile: q.image?.file ?? null,
        imageAlt: q.image?.alt ?? null,
        marks: q.marks,
        explanation: q.explanation ?? null,
        content: null,
      }));
    }
    case 'worksheet':
      return activity.questions.map((q) => ({
        activityId,
        detailType: 'question',
        slug: q.slug,
        position: q.position,
        questionType: q.kind,
        text: q.prompt,
        imageFile: q.image?.file ?? null,
        imageAlt: q.image?.alt ?? null,
        marks: q.marks,
        content: worksheetContent(q),
      }));
    default:
      return activity.steps.map((step) => {
        const content: StepContent = {
          instructions: step.instructions,
          images: step.images,
          materials: step.materials,
          printables: step.printables,
          response: { ...step.response, prompt: step.response.prompt ?? null },
        };
        return {
          activityId,
          detailType: 'step',
          slug: step.slug,
          position: step.position,
          text: step.title,
          content,
        };
      });
  }
}

/** The options of a quiz's questions, given the ids the questions were stored with. */
export function optionRows(
  activity: ParsedActivity,
  questionIdOf: (slug: string) => number,
): OptionInsert[] {
  if (activity.type !== 'quiz') return [];
  return activity.questions.flatMap((q) =>
    q.options.map((option) => ({
      activityDetailId: questionIdOf(q.slug),
      position: option.position,
      optionText: option.text ?? null,
      imageFile: option.image?.file ?? null,
      imageAlt: option.image?.alt ?? null,
      isCorrect: option.correct,
    })),
  );
}

export function totalMarks(activity: ParsedActivity): number {
  return activity.type === 'quest' ? 0 : activity.total_marks;
}
