import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  activities,
  activityDetails,
  answerOptions,
  type StepContent,
  type WorksheetContent,
} from '../db/schema/index.js';

type ActivityRow = typeof activities.$inferSelect;
type DetailRow = typeof activityDetails.$inferSelect;
type OptionRow = typeof answerOptions.$inferSelect;

export interface QuizQuestionSpec {
  choice?: 'single' | 'multiple';
  marks?: number;
  /** One entry per option: true for a correct one. */
  options: boolean[];
}

export interface WorksheetQuestionSpec {
  kind?: 'short_answer' | 'long_answer' | 'fill_in' | 'draw_label';
  marks?: number;
  blanks?: number;
}

export type StepResponseSpec = Partial<StepContent['response']>;

async function insertDetails(db: Database, rows: (typeof activityDetails.$inferInsert)[]) {
  const inserted = await db.insert(activityDetails).values(rows).returning();
  return inserted.sort((a, b) => a.position - b.position);
}

async function setTotals(db: Database, activity: ActivityRow, totalMarks: number, pages = 1) {
  await db
    .update(activities)
    .set({ totalMarks, pageCount: pages })
    .where(eq(activities.id, activity.id));
}

/** Questions, options, page breaks and steps of an activity, as the kit importer writes them. */
export function createActivityContentFactories(db: Database) {
  return {
    /** A quiz of pages of questions: a page break starts each page. */
    async quiz(activity: ActivityRow, pages: QuizQuestionSpec[][]) {
      let position = 0;
      const pageBreaks: DetailRow[] = [];
      const questions: (DetailRow & { options: OptionRow[] })[] = [];
      for (const [index, page] of pages.entries()) {
        const [pageBreak] = await insertDetails(db, [
          {
            activityId: activity.id,
            detailType: 'page_break',
            slug: `page-${index + 1}`,
            position: ++position,
            page: index + 1,
            text: `Page ${index + 1}`,
          },
        ]);
        if (!pageBreak) throw new Error('page break insert failed');
        pageBreaks.push(pageBreak);
        for (const spec of page) {
          const [question] = await insertDetails(db, [
            {
              activityId: activity.id,
              detailType: 'question',
              slug: `q-${position + 1}`,
              position: ++position,
              page: index + 1,
              pageBreakId: pageBreak.id,
              questionType: spec.choice ?? 'single',
              text: `Question ${questions.length + 1}?`,
              marks: spec.marks ?? 1,
              explanation: 'Because.',
            },
          ]);
          if (!question) throw new Error('question insert failed');
          const options = await db
            .insert(answerOptions)
            .values(
              spec.options.map((isCorrect, o) => ({
                activityDetailId: question.id,
                position: o + 1,
                optionText: `Option ${o + 1}`,
                isCorrect,
              })),
            )
            .returning();
          questions.push({ ...question, options: options.sort((a, b) => a.position - b.position) });
        }
      }
      await setTotals(
        db,
        activity,
        questions.reduce((sum, q) => sum + q.marks, 0),
        pages.length,
      );
      return { pageBreaks, questions };
    },

    async worksheet(activity: ActivityRow, specs: WorksheetQuestionSpec[]) {
      const questions = await insertDetails(
        db,
        specs.map((spec, index) => {
          const content: WorksheetContent = {
            lines: spec.kind === 'fill_in' ? null : 3,
            blanks: spec.kind === 'fill_in' ? (spec.blanks ?? 1) : null,
            answer: 'A model answer.',
            answers: spec.kind === 'fill_in' ? ['first'] : [],
          };
          return {
            activityId: activity.id,
            detailType: 'question' as const,
            slug: `w-${index + 1}`,
            position: index + 1,
            questionType: spec.kind ?? 'short_answer',
            text: `Worksheet question ${index + 1}`,
            marks: spec.marks ?? 2,
            content,
          };
        }),
      );
      await setTotals(
        db,
        activity,
        questions.reduce((sum, q) => sum + q.marks, 0),
      );
      return { questions };
    },

    async quest(activity: ActivityRow, responses: StepResponseSpec[]) {
      const steps = await insertDetails(
        db,
        responses.map((response, index) => {
          const content: StepContent = {
            instructions: [],
            images: [],
            materials: [{ name: 'Card', quantity: '2' }],
            printables: [],
            response: {
              prompt: null,
              text: response.text ?? 'optional',
              attachments: response.attachments ?? 'photos',
              max_photos: response.max_photos ?? 3,
            },
          };
          return {
            activityId: activity.id,
            detailType: 'step' as const,
            slug: `step-${index + 1}`,
            position: index + 1,
            text: `Step ${index + 1}`,
            content,
          };
        }),
      );
      await setTotals(db, activity, 0);
      return { steps };
    },
  };
}
