import { resolveImage } from './file-refs.js';
import type { LoadState } from './load-state.js';
import { markdownToBlocks } from './markdown-to-blocks.js';
import type { ParsedLesson, ParsedLessonPage } from './parsed-kit.js';
import { readKitText } from './read-kit-file.js';

const LESSON_NAME = /^lessons\/(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

/** A page's markdown and the 0-based line of the file it starts on. */
interface PageSource {
  text: string;
  firstLine: number;
}

/** Loads every `lessons/NN-slug.md`, in NN order. */
export async function loadLessons(state: LoadState): Promise<ParsedLesson[]> {
  const lessons: ParsedLesson[] = [];
  const byNumber = new Map<number, string>();
  const bySlug = new Map<string, string>();
  const files = [...state.scanned.values()]
    .filter((file) => file.path.startsWith('lessons/'))
    .sort((a, b) => a.path.localeCompare(b.path));
  for (const file of files) {
    const match = LESSON_NAME.exec(file.path);
    if (!match) {
      state.problems.add({
        code: 'lesson_name',
        file: file.path,
        message: 'Name lesson files NN-slug.md, e.g. lessons/01-what-is-matter.md',
      });
      continue;
    }
    const position = Number(match[1]);
    const slug = match[2] as string;
    const clash = byNumber.get(position);
    if (clash) {
      state.problems.add({
        code: 'lesson_name',
        file: file.path,
        message: `Lesson number ${match[1]} is also used by ${clash}`,
      });
    }
    const slugClash = bySlug.get(slug);
    if (slugClash) {
      state.problems.add({
        code: 'duplicate_slug',
        file: file.path,
        message: `Lesson slug "${slug}" is also used by ${slugClash}`,
      });
    }
    byNumber.set(position, file.path);
    bySlug.set(slug, file.path);
    if (file.tooLarge) continue;
    const source = await readKitText(state, file.path);
    if (source === undefined) continue;
    const lesson = parseLesson(state, file.path, slug, position, source);
    if (lesson) lessons.push(lesson);
  }
  if (files.length === 0) {
    state.problems.add({
      severity: 'warning',
      code: 'lesson_none',
      file: 'lessons/',
      message: 'The kit has no lessons',
    });
  }
  return lessons.sort((a, b) => a.position - b.position);
}

export function parseLesson(
  state: LoadState,
  file: string,
  slug: string,
  position: number,
  source: string,
): ParsedLesson | undefined {
  let title: string | undefined;
  const pages: ParsedLessonPage[] = [];
  splitPages(source).forEach((page, index) => {
    const path = `pages[${index}]`;
    const result = markdownToBlocks(
      page.text,
      {
        fileLine: (line) => page.firstLine + line + 1,
        report: (code, message, line) => state.problems.add({ code, file, line, path, message }),
        resolveImage: (src, alt, caption, line) => {
          const image = resolveImage(
            state,
            src,
            'image',
            { file, line, path },
            { fromLesson: true, alt },
          );
          if (!image) return undefined;
          return caption ? { type: 'image', ...image, caption } : { type: 'image', ...image };
        },
      },
      { takeTitle: index === 0 },
    );
    if (index === 0) title = result.title;
    if (result.blocks.length === 0 && !(index === 0 && title)) {
      state.problems.add({
        code: 'lesson_empty_page',
        file,
        line: page.firstLine + 1,
        path,
        message: 'This lesson page is empty; remove the extra --- line',
      });
    }
    pages.push({ blocks: result.blocks });
  });
  if (!title) {
    state.problems.add({
      code: 'lesson_no_title',
      file,
      line: 1,
      message: 'A lesson must start with its title as a level-1 heading, e.g. "# Solids"',
    });
    return undefined;
  }
  return { slug, position, title, file, pages };
}

/** Splits on lines that are exactly `---`, except inside fenced code. */
export function splitPages(source: string): PageSource[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const pages: PageSource[] = [];
  let current: string[] = [];
  let firstLine = 0;
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1] as string;
      if (!fence) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    }
    if (!fence && line.trimEnd() === '---') {
      pages.push({ text: current.join('\n'), firstLine });
      current = [];
      firstLine = index + 1;
    } else current.push(line);
  });
  pages.push({ text: current.join('\n'), firstLine });
  return pages;
}
