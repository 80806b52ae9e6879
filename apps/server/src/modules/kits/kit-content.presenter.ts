import type { kits } from '@kitlab/contract';
import type { z } from 'zod';
import type { StepContent, WorksheetContent } from '../../db/schema/index.js';
import type {
  ActivityRow,
  DetailRow,
  LessonRow,
  OptionRow,
  TopicRow,
} from './content.repository.js';
import type { MediaLinks } from './kit-media.js';

type TeacherActivity = z.input<typeof kits.activity>;
type StudentActivity = z.input<typeof kits.studentActivity>;
type StudentQuizQuestion = z.input<typeof kits.studentQuizQuestion>;
type StudentWorksheetQuestion = z.input<typeof kits.studentWorksheetQuestion>;

export interface ActivityParts {
  activities: ActivityRow[];
  details: DetailRow[];
  options: OptionRow[];
  links: MediaLinks;
}

export function presentTopics(rows: TopicRow[]) {
  return rows.map((row) => ({
    topic_id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    position: row.position,
  }));
}

export function presentLessons(rows: LessonRow[], links: MediaLinks) {
  return rows.map((row) => ({
    lesson_id: row.id,
    slug: row.slug,
    title: row.title,
    position: row.position,
    pages: row.pages.map((page, index) => ({ page: index + 1, blocks: links.blocks(page.blocks) })),
  }));
}

function questionBase(detail: DetailRow, links: MediaLinks) {
  return {
    id: detail.id,
    slug: detail.slug,
    position: detail.position,
    detail_type: 'question' as const,
    question: detail.text,
    file: links.url(detail.imageFile),
    file_alt: detail.imageFile ? detail.imageAlt : null,
    marks: detail.marks,
  };
}

/** An option without its answer key: the only option shape a student call builds. */
function studentOption(option: OptionRow, links: MediaLinks) {
  return {
    id: option.id,
    option: option.optionText,
    file: links.url(option.imageFile),
    file_alt: option.imageFile ? option.imageAlt : null,
    activity_details: option.activityDetailId,
    position: option.position,
  };
}

function studentQuizQuestion(detail: DetailRow, parts: ActivityParts): StudentQuizQuestion {
  return {
    ...questionBase(detail, parts.links),
    question_type: detail.questionType === 'multiple' ? 'multiple' : 'single',
    page: detail.page ?? 1,
    page_break_id: detail.pageBreakId ?? 0,
    answer_options: parts.options
      .filter((o) => o.activityDetailId === detail.id)
      .map((o) => studentOption(o, parts.links)),
  };
}

function studentWorksheetQuestion(
  detail: DetailRow,
  parts: ActivityParts,
): StudentWorksheetQuestion {
  const content = detail.content as WorksheetContent | null;
  return {
    ...questionBase(detail, parts.links),
    question_type: worksheetKind(detail.questionType),
    lines: content?.lines ?? null,
    blanks: content?.blanks ?? null,
  };
}

function worksheetKind(
  value: DetailRow['questionType'],
): StudentWorksheetQuestion['question_type'] {
  return value === 'long_answer' || value === 'fill_in' || value === 'draw_label'
    ? value
    : 'short_answer';
}

function pageBreak(detail: DetailRow) {
  return {
    id: detail.id,
    slug: detail.slug,
    position: detail.position,
    detail_type: 'page_break' as const,
    page: detail.page ?? 1,
  };
}

export function presentStep(detail: DetailRow, links: MediaLinks) {
  const content = detail.content as StepContent;
  return {
    id: detail.id,
    slug: detail.slug,
    position: detail.position,
    detail_type: 'step' as const,
    title: detail.text,
    instructions: links.blocks(content.instructions),
    images: content.images.flatMap((image) => {
      const file = links.url(image.file);
      return file ? [{ file, alt: image.alt }] : [];
    }),
    materials: content.materials,
    printables: content.printables.flatMap((printable) => {
      const file = links.url(printable.file);
      return file ? [{ title: printable.title, file, media_type: printable.media_type }] : [];
    }),
    response: content.response,
  };
}

interface QuestionViews<Q, W> {
  quiz(detail: DetailRow, parts: ActivityParts): Q;
  worksheet(detail: DetailRow, parts: ActivityParts): W;
}

function presentActivitiesWith<Q, W>(parts: ActivityParts, views: QuestionViews<Q, W>) {
  return parts.activities.map((activity) => {
    const details = parts.details.filter((d) => d.activityId === activity.id);
    const base = {
      activity_id: activity.id,
      activity_token: activity.token,
      slug: activity.slug,
      title: activity.title,
      topic_id: activity.topicId,
      position: activity.position,
      instructions: activity.instructions,
      estimated_minutes: activity.estimatedMinutes,
      total_marks: activity.totalMarks,
      page_count: activity.pageCount,
    };
    switch (activity.activityType) {
      case 'quiz':
        return {
          ...base,
          activity_type: 'quiz' as const,
          activity_details: details.map((d) =>
            d.detailType === 'page_break' ? pageBreak(d) : views.quiz(d, parts),
          ),
        };
      case 'quest':
        return {
          ...base,
          activity_type: 'quest' as const,
          activity_details: details.map((d) => presentStep(d, parts.links)),
        };
      default:
        return {
          ...base,
          activity_type: 'worksheet' as const,
          activity_details: details.map((d) => views.worksheet(d, parts)),
        };
    }
  });
}

/** Activities as a student sees them: no answer keys, explanations or marking guides. */
export function presentStudentActivities(parts: ActivityParts): StudentActivity[] {
  return presentActivitiesWith(parts, {
    quiz: studentQuizQuestion,
    worksheet: studentWorksheetQuestion,
  });
}

/** Activities as a teacher sees them, with every answer key. */
export function presentTeacherActivities(parts: ActivityParts): TeacherActivity[] {
  return presentActivitiesWith(parts, {
    quiz: (detail, p) => ({
      ...studentQuizQuestion(detail, p),
      answer_options: p.options
        .filter((o) => o.activityDetailId === detail.id)
        .map((o) => ({ ...studentOption(o, p.links), correct_ans: o.isCorrect })),
      explanation: detail.explanation,
    }),
    worksheet: (detail, p) => {
      const content = detail.content as WorksheetContent | null;
      return {
        ...studentWorksheetQuestion(detail, p),
        answer: content?.answer ?? null,
        answers: content?.answers ?? [],
      };
    },
  });
}

/** A kit's lessons, named by the kit. */
export function presentKitLessons(
  kit: { id: number; token: string },
  lessons: ReturnType<typeof presentLessons>,
) {
  return { kit_id: kit.id, kit_token: kit.token, results: lessons };
}

/** The materials of an activity's steps, each named by its step. */
export function presentMaterials(activity: ActivityRow, steps: DetailRow[]) {
  return {
    activity_id: activity.id,
    activity_token: activity.token,
    title: activity.title,
    materials: steps.flatMap((step) =>
      (step.content as StepContent).materials.map((m) => ({
        ...m,
        activity_detail_id: step.id,
        step_title: step.text,
      })),
    ),
  };
}
