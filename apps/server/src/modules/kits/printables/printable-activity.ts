import type { LessonBlock } from '@kitlab/kit-format';
import type { StepContent, WorksheetContent } from '../../../db/schema/index.js';
import type { ActivityRow, DetailRow, OptionRow } from '../content.repository.js';

/** What goes on paper: never an answer key, so the same sheet serves teachers and pupils. */
export interface PrintableActivity {
  kitTitle: string;
  title: string;
  kind: 'Quiz' | 'Quest' | 'Worksheet';
  instructions: string | null;
  estimatedMinutes: number | null;
  totalMarks: number;
  items: PrintableItem[];
}

/** A kit picture, printed as itself: its alt text would name what the pupil has to work out. */
export interface PrintablePicture {
  /** The path inside the kit, e.g. `images/fraction-circle.svg`. */
  file: string;
}

export type PrintableItem =
  | {
      kind: 'choice';
      number: number;
      prompt: string;
      marks: number;
      multiple: boolean;
      picture: PrintablePicture | null;
      options: { label: string; text: string | null; picture: PrintablePicture | null }[];
    }
  | {
      kind: 'written';
      number: number;
      prompt: string;
      marks: number;
      picture: PrintablePicture | null;
      /** Ruled answer lines, 0 for a fill-in. */
      lines: number;
      /** A box to draw or label in. */
      drawingBox: boolean;
    }
  | {
      kind: 'step';
      number: number;
      title: string;
      instructions: LessonBlock[];
      pictures: PrintablePicture[];
      materials: { name: string; quantity: string }[];
      printables: string[];
      responsePrompt: string | null;
      lines: number;
    };

const KIND = { quiz: 'Quiz', quest: 'Quest', worksheet: 'Worksheet' } as const;
const LETTERS = 'ABCDEFGH';

const pictureOf = (row: { imageFile: string | null }) =>
  row.imageFile ? { file: row.imageFile } : null;

/** Turns an activity's stored rows into the sheet's content, in position order. */
export function printableActivity(
  kitTitle: string,
  activity: ActivityRow,
  details: DetailRow[],
  options: OptionRow[],
): PrintableActivity {
  const items = details
    .filter((d) => d.detailType !== 'page_break')
    .map((detail, index): PrintableItem => {
      const number = index + 1;
      if (detail.detailType === 'step') {
        const step = detail.content as StepContent;
        return {
          kind: 'step',
          number,
          title: detail.text,
          instructions: step.instructions,
          pictures: step.images.map((image) => ({ file: image.file })),
          materials: step.materials,
          printables: step.printables.map((p) => p.title),
          responsePrompt: step.response.prompt,
          lines: step.response.text === 'none' ? 0 : 4,
        };
      }
      if (activity.activityType === 'quiz') {
        return {
          kind: 'choice',
          number,
          prompt: detail.text,
          marks: detail.marks,
          multiple: detail.questionType === 'multiple',
          picture: pictureOf(detail),
          options: options
            .filter((o) => o.activityDetailId === detail.id)
            .map((o, i) => ({
              label: LETTERS[i] ?? String(i + 1),
              text: o.optionText,
              picture: pictureOf(o),
            })),
        };
      }
      const sheet = detail.content as WorksheetContent | null;
      return {
        kind: 'written',
        number,
        prompt: detail.text,
        marks: detail.marks,
        picture: pictureOf(detail),
        lines: detail.questionType === 'fill_in' ? 0 : (sheet?.lines ?? 3),
        drawingBox: detail.questionType === 'draw_label',
      };
    });
  return {
    kitTitle,
    title: activity.title,
    kind: KIND[activity.activityType],
    instructions: activity.instructions,
    estimatedMinutes: activity.estimatedMinutes,
    totalMarks: activity.totalMarks,
    items,
  };
}
