import { z } from 'zod';
import { FORMAT_VERSION, MAX_GRADE, MIN_GRADE, SUBJECTS } from './limits.js';
import type { KitProblemCode } from './problems.js';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug.js';

/** Custom issues carry their problem code here so the loader can report it. */
function issue(code: KitProblemCode, message: string, path: PropertyKey[]) {
  return { code: 'custom' as const, message, path, params: { kitCode: code } };
}

const text = (max: number) =>
  z
    .string({
      error: (issue) =>
        typeof issue.input === 'number' || typeof issue.input === 'boolean'
          ? `Put ${String(issue.input)} in quotes so it is shown exactly as written, e.g. '0.50'`
          : undefined,
    })
    .trim()
    .min(1, 'Must not be empty')
    .max(max);
const slug = z
  .string()
  .max(SLUG_MAX_LENGTH)
  .regex(
    SLUG_PATTERN,
    'Use lower-case letters, digits and single hyphens, e.g. "states-of-matter"',
  );
const marks = z.int().min(1).max(100);

/** `images/x.svg`, or `{ file, alt }` when the file's own <title> is not the right alt text. */
export const imageRefSchema = z.union([
  z.string().min(1),
  z.strictObject({ file: z.string().min(1), alt: text(300) }),
]);

export const quizOptionSchema = z
  .strictObject({
    text: text(300).optional(),
    image: imageRefSchema.optional(),
    correct: z.boolean().default(false),
  })
  .refine((option) => option.text !== undefined || option.image !== undefined, {
    message: 'An option needs text, an image, or both',
  });

export const quizQuestionSchema = z
  .strictObject({
    slug,
    prompt: text(1000),
    image: imageRefSchema.optional(),
    choice: z.enum(['single', 'multiple']).default('single'),
    marks: marks.default(1),
    new_page: z.boolean().default(false),
    explanation: text(1000).optional(),
    options: z.array(quizOptionSchema).min(2).max(8),
  })
  .superRefine((question, ctx) => {
    const correct = question.options.filter((option) => option.correct).length;
    if (correct === 0) {
      ctx.addIssue(issue('no_correct_option', 'No option is marked correct: true', ['options']));
    }
    if (question.choice === 'single' && correct > 1) {
      ctx.addIssue(
        issue(
          'too_many_correct_options',
          `A single-choice question has ${correct} correct options; mark one, or use choice: multiple`,
          ['options'],
        ),
      );
    }
    const seen = new Set<string>();
    question.options.forEach((option, index) => {
      const key = `${option.text?.toLowerCase() ?? ''}|${typeof option.image === 'string' ? option.image : (option.image?.file ?? '')}`;
      if (seen.has(key)) {
        ctx.addIssue(
          issue('duplicate_option', 'The same option appears twice', ['options', index]),
        );
      }
      seen.add(key);
    });
  });

const activityBase = {
  slug,
  title: text(120),
  topic: slug,
  instructions: text(2000).optional(),
  estimated_minutes: z.int().min(1).max(600).optional(),
};

export const quizSchema = z.strictObject({
  ...activityBase,
  type: z.literal('quiz'),
  questions: z.array(quizQuestionSchema).min(1).max(100),
});

export const materialSchema = z.strictObject({
  name: text(120),
  quantity: z.union([text(60), z.number().positive()]).transform(String),
});

export const printableSchema = z.strictObject({ title: text(120), file: z.string().min(1) });

export const stepResponseSchema = z
  .strictObject({
    prompt: text(500).optional(),
    text: z.enum(['required', 'optional', 'none']).default('required'),
    attachments: z.enum(['none', 'photos', 'pdf', 'photos_or_pdf']).default('photos_or_pdf'),
  })
  .refine((response) => response.text !== 'none' || response.attachments !== 'none', {
    message: 'A step must accept text, attachments, or both',
  });

export const questStepSchema = z.strictObject({
  slug,
  title: text(120),
  instructions: text(10_000),
  images: z.array(imageRefSchema).max(6).default([]),
  materials: z.array(materialSchema).max(30).default([]),
  printables: z.array(printableSchema).max(6).default([]),
  response: stepResponseSchema.default({ text: 'required', attachments: 'photos_or_pdf' }),
});

export const questSchema = z.strictObject({
  ...activityBase,
  type: z.literal('quest'),
  steps: z.array(questStepSchema).min(1).max(30),
});

const worksheetBase = { slug, prompt: text(1000), image: imageRefSchema.optional(), marks };

export const BLANK_PATTERN = /_{3,}/g;

export const worksheetQuestionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      ...worksheetBase,
      kind: z.literal('short_answer'),
      lines: z.int().min(1).max(30).default(3),
      answer: text(2000).optional(),
    }),
    z.strictObject({
      ...worksheetBase,
      kind: z.literal('long_answer'),
      lines: z.int().min(1).max(30).default(8),
      answer: text(4000).optional(),
    }),
    z
      .strictObject({
        ...worksheetBase,
        kind: z.literal('fill_in'),
        answers: z.array(text(200)).optional(),
      })
      .superRefine((question, ctx) => {
        const blanks = question.prompt.match(BLANK_PATTERN)?.length ?? 0;
        if (blanks === 0) {
          ctx.addIssue(
            issue('fill_in_blanks', 'A fill-in prompt needs at least one blank written as ___', [
              'prompt',
            ]),
          );
        } else if (question.answers && question.answers.length !== blanks) {
          ctx.addIssue(
            issue(
              'fill_in_blanks',
              `The prompt has ${blanks} blank(s) but ${question.answers.length} answer(s)`,
              ['answers'],
            ),
          );
        }
      }),
    z.strictObject({
      ...worksheetBase,
      kind: z.literal('draw_label'),
      answer: text(2000).optional(),
    }),
  ],
  { error: 'kind must be short_answer, long_answer, fill_in or draw_label' },
);

export const worksheetSchema = z.strictObject({
  ...activityBase,
  type: z.literal('worksheet'),
  questions: z.array(worksheetQuestionSchema).min(1).max(100),
});

export const activitySchema = z.discriminatedUnion(
  'type',
  [quizSchema, questSchema, worksheetSchema],
  {
    error: 'type must be quiz, quest or worksheet',
  },
);

export const topicSchema = z.strictObject({
  slug,
  title: text(120),
  summary: text(1000).optional(),
});

/** The schema of `kit.yaml`. */
export const kitYamlSchema = z.strictObject({
  format: z.literal(FORMAT_VERSION),
  slug,
  title: text(120),
  grade: z.int().min(MIN_GRADE).max(MAX_GRADE),
  subjects: z.array(z.enum(SUBJECTS)).min(1),
  description: text(2000),
  cover: z.string().min(1).default('cover.svg'),
  topics: z.array(topicSchema).min(1).max(50),
  activities: z.array(activitySchema).max(100).default([]),
});

export type KitYaml = z.output<typeof kitYamlSchema>;
export type KitYamlActivity = z.output<typeof activitySchema>;
export type ImageRef = z.output<typeof imageRefSchema>;
