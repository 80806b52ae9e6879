import { type Document, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { resolveImage, resolvePrintable } from './file-refs.js';
import { type KitYaml, kitYamlSchema } from './kit-yaml-schema.js';
import type { LessonBlock } from './lesson-blocks.js';
import { SUBJECTS } from './limits.js';
import type { LoadState } from './load-state.js';
import { markdownToBlocks } from './markdown-to-blocks.js';
import type { ParsedImage, ParsedPrintable } from './parsed-kit.js';
import { formatPath, type KitProblemCode } from './problems.js';
import { readKitText } from './read-kit-file.js';
import { contentLineOfPath, lineOfPath } from './yaml-locate.js';

const FILE = 'kit.yaml';

/** kit.yaml after checking, plus what the cross-checks resolved, keyed by data path. */
export interface KitYamlResult {
  data?: KitYaml;
  images: Map<string, ParsedImage>;
  printables: Map<string, Omit<ParsedPrintable, 'title'>>;
  instructions: Map<string, LessonBlock[]>;
}

type Path = (string | number)[];

export async function loadKitYaml(state: LoadState): Promise<KitYamlResult> {
  const result: KitYamlResult = {
    images: new Map(),
    printables: new Map(),
    instructions: new Map(),
  };
  const scanned = state.scanned.get(FILE);
  if (!scanned) {
    state.problems.add({ code: 'file_missing', file: FILE, message: 'Every kit needs a kit.yaml' });
    return result;
  }
  if (scanned.tooLarge) return result;
  const source = await readKitText(state, FILE);
  if (source === undefined) return result;
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      state.problems.add({
        code: 'yaml_syntax',
        file: FILE,
        line: lines.linePos(error.pos[0]).line,
        message: error.message.split('\n')[0] ?? error.message,
      });
    }
    return result;
  }
  const raw: unknown = document.toJS();
  const parsed = kitYamlSchema.safeParse(raw);
  if (!parsed.success) reportIssues(state, document, lines, parsed.error.issues);
  crossCheck(state, document, lines, raw, result);
  if (parsed.success) result.data = parsed.data;
  return result;
}

function reportIssues(
  state: LoadState,
  document: Document,
  lines: LineCounter,
  issues: z.core.$ZodIssue[],
): void {
  for (const issue of issues) {
    const path = issue.path.filter((part) => typeof part !== 'symbol') as Path;
    let code: KitProblemCode = 'schema';
    let message = issue.message;
    let key: string | undefined;
    const params = issue.code === 'custom' ? (issue.params as { kitCode?: KitProblemCode }) : {};
    if (params?.kitCode) code = params.kitCode;
    if (issue.code === 'unrecognized_keys') {
      key = issue.keys[0];
      message = `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    } else if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
      message = `Missing required field ${String(path[path.length - 1])}`;
    }
    if (path[0] === 'subjects' && path.length === 2 && issue.code === 'invalid_value') {
      code = 'unknown_subject';
      message = `Unknown subject; use one of ${SUBJECTS.join(', ')}`;
    }
    if (path[0] === 'grade' && path.length === 1) {
      code = 'grade_out_of_range';
      message = 'grade must be a whole number from 1 to 12';
    }
    state.problems.add({
      code,
      file: FILE,
      line: lineOfPath(document, lines, path, key),
      path: formatPath(path),
      message,
    });
  }
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * Checks that need more than one field — slugs, topic names, files, markdown — on the raw data,
 * so they are reported even when the schema found problems elsewhere.
 */
function crossCheck(
  state: LoadState,
  document: Document,
  lines: LineCounter,
  raw: unknown,
  result: KitYamlResult,
): void {
  const site = (path: Path) => ({
    file: FILE,
    line: lineOfPath(document, lines, path),
    path: formatPath(path),
  });
  const image = (value: unknown, path: Path, kind: 'image' | 'cover' = 'image') => {
    if (value === undefined) return;
    const resolved = resolveImage(state, value, kind, site(path));
    if (resolved) result.images.set(formatPath(path), resolved);
  };
  const duplicates = (items: unknown[], path: Path, what: string) => {
    const seen = new Map<string, number>();
    items.forEach((item, index) => {
      const slug = record(item).slug;
      if (typeof slug !== 'string') return;
      const first = seen.get(slug);
      if (first !== undefined) {
        state.problems.add({
          code: 'duplicate_slug',
          ...site([...path, index, 'slug']),
          message: `${what} slug "${slug}" is already used by ${formatPath([...path, first])}`,
        });
      } else seen.set(slug, index);
    });
  };

  const kit = record(raw);
  image(kit.cover ?? 'cover.svg', ['cover'], 'cover');
  const topics = list(kit.topics);
  duplicates(topics, ['topics'], 'Topic');
  const topicSlugs = new Set(topics.map((topic) => record(topic).slug));
  const activities = list(kit.activities);
  duplicates(activities, ['activities'], 'Activity');
  activities.forEach((activityValue, a) => {
    const activity = record(activityValue);
    const at: Path = ['activities', a];
    if (typeof activity.topic === 'string' && !topicSlugs.has(activity.topic)) {
      state.problems.add({
        code: 'unknown_topic',
        ...site([...at, 'topic']),
        message: `No topic has the slug "${activity.topic}"`,
      });
    }
    if (activity.type === 'quiz' || activity.type === 'worksheet') {
      const questions = list(activity.questions);
      duplicates(questions, [...at, 'questions'], 'Question');
      questions.forEach((questionValue, q) => {
        const question = record(questionValue);
        image(question.image, [...at, 'questions', q, 'image']);
        list(question.options).forEach((option, o) => {
          image(record(option).image, [...at, 'questions', q, 'options', o, 'image']);
        });
      });
    }
    if (activity.type === 'quest') {
      const steps = list(activity.steps);
      duplicates(steps, [...at, 'steps'], 'Step');
      steps.forEach((stepValue, s) => {
        const step = record(stepValue);
        const stepAt: Path = [...at, 'steps', s];
        list(step.images).forEach((value, i) => {
          image(value, [...stepAt, 'images', i]);
        });
        list(step.printables).forEach((value, p) => {
          const path: Path = [...stepAt, 'printables', p, 'file'];
          const resolved = resolvePrintable(state, record(value).file, site(path));
          if (resolved) result.printables.set(formatPath(path), resolved);
        });
        if (typeof step.instructions === 'string') {
          const path: Path = [...stepAt, 'instructions'];
          const first = contentLineOfPath(document, lines, path) ?? 1;
          const blocks = markdownToBlocks(step.instructions, {
            fileLine: (line) => first + line,
            report: (code, message, line) =>
              state.problems.add({ code, file: FILE, line, path: formatPath(path), message }),
            resolveImage: (src, alt, caption, line) => {
              const found = resolveImage(
                state,
                src,
                'image',
                { file: FILE, line, path: formatPath(path) },
                { alt },
              );
              if (!found) return undefined;
              return caption ? { type: 'image', ...found, caption } : { type: 'image', ...found };
            },
          }).blocks;
          result.instructions.set(formatPath(path), blocks);
        }
      });
    }
  });
}
