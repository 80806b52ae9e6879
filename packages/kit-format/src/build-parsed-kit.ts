import type { KitYamlResult } from './kit-yaml.js';
import { BLANK_PATTERN, type KitYaml, type KitYamlActivity } from './kit-yaml-schema.js';
import { MAX_STEP_PHOTOS } from './limits.js';
import type { LoadState } from './load-state.js';
import type {
  ParsedActivity,
  ParsedImage,
  ParsedKit,
  ParsedLesson,
  ParsedQuestStep,
  ParsedQuizQuestion,
  ParsedWorksheetQuestion,
} from './parsed-kit.js';

/** Assembles the output once every check has passed; every reference is known to resolve. */
export function buildParsedKit(
  state: LoadState,
  data: KitYaml,
  resolved: KitYamlResult,
  lessons: ParsedLesson[],
): ParsedKit {
  const image = (path: string): ParsedImage => {
    const found = resolved.images.get(path);
    if (!found) throw new Error(`Unresolved image at ${path}`);
    return found;
  };
  const optionalImage = (present: unknown, path: string) =>
    present === undefined ? {} : { image: image(path) };

  const activities = data.activities.map((activity, a): ParsedActivity => {
    const at = `activities[${a}]`;
    const base = {
      slug: activity.slug,
      title: activity.title,
      topic: activity.topic,
      position: a + 1,
      ...optionalFields(activity),
    };
    if (activity.type === 'quiz') {
      let page = 1;
      const questions = activity.questions.map((question, q): ParsedQuizQuestion => {
        if (question.new_page && q > 0) page += 1;
        const qAt = `${at}.questions[${q}]`;
        return {
          slug: question.slug,
          position: q + 1,
          page,
          prompt: question.prompt,
          ...optionalImage(question.image, `${qAt}.image`),
          choice: question.choice,
          marks: question.marks,
          ...(question.explanation ? { explanation: question.explanation } : {}),
          options: question.options.map((option, o) => ({
            position: o + 1,
            ...(option.text ? { text: option.text } : {}),
            ...optionalImage(option.image, `${qAt}.options[${o}].image`),
            correct: option.correct,
          })),
        };
      });
      return {
        ...base,
        type: 'quiz',
        page_count: page,
        total_marks: sum(questions.map((question) => question.marks)),
        questions,
      };
    }
    if (activity.type === 'quest') {
      const steps = activity.steps.map((step, s): ParsedQuestStep => {
        const sAt = `${at}.steps[${s}]`;
        const { prompt, text, attachments } = step.response;
        return {
          slug: step.slug,
          position: s + 1,
          title: step.title,
          instructions: resolved.instructions.get(`${sAt}.instructions`) ?? [],
          images: step.images.map((_, i) => image(`${sAt}.images[${i}]`)),
          materials: step.materials,
          printables: step.printables.map((printable, p) => {
            const file = resolved.printables.get(`${sAt}.printables[${p}].file`);
            if (!file) throw new Error(`Unresolved printable at ${sAt}.printables[${p}]`);
            return { title: printable.title, ...file };
          }),
          response: {
            ...(prompt ? { prompt } : {}),
            text,
            attachments,
            max_photos:
              attachments === 'photos' || attachments === 'photos_or_pdf' ? MAX_STEP_PHOTOS : 0,
          },
        };
      });
      return { ...base, type: 'quest', steps };
    }
    const questions = activity.questions.map((question, q): ParsedWorksheetQuestion => {
      const common = {
        slug: question.slug,
        position: q + 1,
        prompt: question.prompt,
        ...optionalImage(question.image, `${at}.questions[${q}].image`),
        marks: question.marks,
      };
      switch (question.kind) {
        case 'short_answer':
        case 'long_answer':
          return {
            ...common,
            kind: question.kind,
            lines: question.lines,
            ...(question.answer ? { answer: question.answer } : {}),
          };
        case 'fill_in':
          return {
            ...common,
            kind: 'fill_in',
            blanks: question.prompt.match(BLANK_PATTERN)?.length ?? 0,
            ...(question.answers ? { answers: question.answers } : {}),
          };
        default:
          return {
            ...common,
            kind: 'draw_label',
            ...(question.answer ? { answer: question.answer } : {}),
          };
      }
    });
    return {
      ...base,
      type: 'worksheet',
      total_marks: sum(questions.map((question) => question.marks)),
      questions,
    };
  });

  return {
    format: data.format,
    slug: data.slug,
    title: data.title,
    grade: data.grade,
    subjects: data.subjects,
    description: data.description,
    cover: image('cover'),
    topics: data.topics.map((topic, t) => ({
      slug: topic.slug,
      title: topic.title,
      ...(topic.summary ? { summary: topic.summary } : {}),
      position: t + 1,
    })),
    lessons,
    activities,
    files: [...state.used].sort().flatMap((path) => {
      const file = state.checked.get(path);
      return file
        ? [{ path, media_type: file.mediaType, bytes: file.bytes, sha256: file.sha256 }]
        : [];
    }),
  };
}

function optionalFields(activity: KitYamlActivity) {
  return {
    ...(activity.instructions ? { instructions: activity.instructions } : {}),
    ...(activity.estimated_minutes ? { estimated_minutes: activity.estimated_minutes } : {}),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
