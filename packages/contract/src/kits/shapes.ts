import { z } from 'zod/mini';
import { kitMedia, kitStatus, kitSubject } from './fields.js';
import { lessonBlockSchema } from './named-schemas.js';

export {
  ACTIVITY_TYPES,
  activityType,
  KIT_SEARCH_MAX,
  KIT_STATUSES,
  type KitStatus,
  kitMedia,
  kitStatus,
  kitSubject,
} from './fields.js';

const id = z.int();

/** One kit as the library lists show it. */
export const kitSummary = z.object({
  kit_id: id,
  kit_token: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  grade: z.int(),
  grade_id: id,
  grade_name: z.string(),
  subjects: z.array(kitSubject),
  cover: kitMedia,
  lesson_count: z.int(),
  topic_count: z.int(),
  activity_count: z.int(),
  updated_at: z.string(),
  /** For a teacher: the kit across their classes; for a student: their class's assignment. */
  status: kitStatus,
  /** The nearest due date (YYYY-MM-DD) of the kit's open work for the reader, else null. */
  due_date: z.nullable(z.string()),
});
export type KitSummary = z.infer<typeof kitSummary>;

export const topic = z.object({
  topic_id: id,
  slug: z.string(),
  title: z.string(),
  summary: z.nullable(z.string()),
  position: z.int(),
});

/** Lesson pages are trees of whitelisted blocks, never HTML; image blocks carry media addresses. */
export const lessonPage = z.object({
  page: z.int(),
  blocks: z.array(lessonBlockSchema),
});

export const lesson = z.object({
  lesson_id: id,
  slug: z.string(),
  title: z.string(),
  position: z.int(),
  pages: z.array(lessonPage),
});

const detailBase = {
  /** The spec's `activity_detail_id`. */
  id,
  slug: z.string(),
  position: z.int(),
};

/** Where a quiz player starts a new page: the spec's `page_break_id`. */
export const pageBreakDetail = z.object({
  ...detailBase,
  detail_type: z.literal('page_break'),
  page: z.int(),
});

/** A quiz option as a student sees it: never `correct_ans`. */
export const studentAnswerOption = z.object({
  id,
  option: z.nullable(z.string()),
  file: z.nullable(z.string()),
  file_alt: z.nullable(z.string()),
  /** The question this option belongs to. */
  activity_details: id,
  position: z.int(),
});
export const answerOption = z.extend(studentAnswerOption, { correct_ans: z.boolean() });

const questionBase = {
  ...detailBase,
  detail_type: z.literal('question'),
  question: z.string(),
  file: z.nullable(z.string()),
  file_alt: z.nullable(z.string()),
  marks: z.int(),
};

export const studentQuizQuestion = z.object({
  ...questionBase,
  question_type: z.enum(['single', 'multiple']),
  page: z.int(),
  page_break_id: id,
  answer_options: z.array(studentAnswerOption),
});
export const quizQuestion = z.extend(studentQuizQuestion, {
  answer_options: z.array(answerOption),
  explanation: z.nullable(z.string()),
});

export const studentWorksheetQuestion = z.object({
  ...questionBase,
  question_type: z.enum(['short_answer', 'long_answer', 'fill_in', 'draw_label']),
  /** Answer lines printed for short and long answers. */
  lines: z.nullable(z.int()),
  /** Blanks (`___`) in a fill-in prompt. */
  blanks: z.nullable(z.int()),
});
export const worksheetQuestion = z.extend(studentWorksheetQuestion, {
  /** Marking guide for teachers. */
  answer: z.nullable(z.string()),
  /** Fill-in answers, one per blank. */
  answers: z.array(z.string()),
});

export const material = z.object({ name: z.string(), quantity: z.string() });
export const printable = z.object({ title: z.string(), file: z.string(), media_type: z.string() });

export const questStep = z.object({
  ...detailBase,
  detail_type: z.literal('step'),
  title: z.string(),
  instructions: z.array(lessonBlockSchema),
  images: z.array(kitMedia),
  materials: z.array(material),
  printables: z.array(printable),
  response: z.object({
    prompt: z.nullable(z.string()),
    text: z.enum(['required', 'optional', 'none']),
    attachments: z.enum(['none', 'photos', 'pdf', 'photos_or_pdf']),
    max_photos: z.int(),
  }),
});

const activityBase = {
  activity_id: id,
  activity_token: z.string(),
  slug: z.string(),
  title: z.string(),
  topic_id: id,
  position: z.int(),
  instructions: z.nullable(z.string()),
  estimated_minutes: z.nullable(z.int()),
  /** Marks of every question; 0 for a quest. */
  total_marks: z.int(),
  /** Player pages of a quiz; 1 otherwise. */
  page_count: z.int(),
};

function activityOf<Q extends z.ZodMiniType, W extends z.ZodMiniType>(
  quizItem: Q,
  worksheetItem: W,
) {
  return z.discriminatedUnion('activity_type', [
    z.object({
      ...activityBase,
      activity_type: z.literal('quiz'),
      activity_details: z.array(z.union([pageBreakDetail, quizItem])),
    }),
    z.object({
      ...activityBase,
      activity_type: z.literal('quest'),
      activity_details: z.array(questStep),
    }),
    z.object({
      ...activityBase,
      activity_type: z.literal('worksheet'),
      activity_details: z.array(worksheetItem),
    }),
  ]);
}

/** Activities with their ordered details, as a teacher sees them (answer keys included). */
export const activity = activityOf(quizQuestion, worksheetQuestion);
/** The same without answer keys, explanations or marking guides. */
export const studentActivity = activityOf(studentQuizQuestion, studentWorksheetQuestion);
export type Activity = z.infer<typeof activity>;
export type StudentActivity = z.infer<typeof studentActivity>;

function kitContentOf<A extends z.ZodMiniType>(activityItem: A) {
  return z.object({
    /** A list of one, as the spec reads `kit[0].subjects[0]`. */
    kit: z.array(kitSummary),
    topics: z.array(topic),
    lessons: z.array(lesson),
    activities: z.array(activityItem),
  });
}
export const kitContent = kitContentOf(activity);
export const studentKitContent = kitContentOf(studentActivity);

/** A class the caller teaches (teachers) or sits in (students), for kit choosers. */
export const kitClass = z.object({
  class_id: id,
  class_name: z.string(),
  class_token: z.string(),
  class_grade_id: id,
  grade: z.int(),
  /** Teachers: the teaching assignment (class and subject); null for students. */
  teacher_assign_id: z.nullable(id),
  subject_id: z.nullable(id),
  subject_name: z.nullable(z.string()),
});

export const recentAssignment = z.object({
  assignment_id: id,
  kit: kitSummary,
  class_id: id,
  class_name: z.string(),
  class_grade_name: z.string(),
  subject_name: z.nullable(z.string()),
  assigned_at: z.string(),
  /** YYYY-MM-DD, or null when there is no due date. */
  due_date: z.nullable(z.string()),
  status: kitStatus,
});

export const libraryFilters = z.object({
  grades: z.array(z.object({ id, number: z.int(), name: z.string() })),
  subjects: z.array(kitSubject),
  statuses: z.array(kitStatus),
});
