import { describe, expect, it } from 'vitest';
import { lessonBlockSchema } from './lesson-blocks.js';
import { loadKitFolder } from './load-kit-folder.js';
import { VALID_KIT } from './test-support.js';

describe('loadKitFolder on the valid fixture', () => {
  it('reports no problems and returns the kit', async () => {
    const result = await loadKitFolder(VALID_KIT);
    expect(result.problems).toEqual([]);
    expect(result.kit?.slug).toBe('floating-and-sinking');
    expect(result.kit?.subjects).toEqual(['science']);
    expect(result.kit?.cover).toEqual({ file: 'cover.svg', alt: 'A cork floating on water' });
    expect(result.kit?.topics.map((topic) => topic.position)).toEqual([1, 2]);
  });

  it('orders lessons by number, takes the title and splits pages', async () => {
    const { kit } = await loadKitFolder(VALID_KIT);
    expect(kit?.lessons.map((lesson) => [lesson.position, lesson.slug, lesson.title])).toEqual([
      [1, 'what-floats', 'What floats?'],
      [2, 'why', 'Why things float'],
    ]);
    const pages = kit?.lessons[0]?.pages ?? [];
    expect(pages).toHaveLength(2);
    expect(pages[0]?.blocks[1]).toEqual({
      type: 'image',
      file: 'images/tub.svg',
      alt: 'A tub of water',
      caption: 'A cork floats',
    });
    expect(pages[1]?.blocks.map((block) => block.type)).toEqual([
      'heading',
      'table',
      'callout',
      'code_block',
    ]);
    for (const lesson of kit?.lessons ?? []) {
      for (const page of lesson.pages) {
        for (const block of page.blocks) expect(lessonBlockSchema.parse(block)).toEqual(block);
      }
    }
  });

  it('numbers quiz pages, totals marks and resolves option images', async () => {
    const { kit } = await loadKitFolder(VALID_KIT);
    const quiz = kit?.activities[0];
    if (quiz?.type !== 'quiz') throw new Error('expected a quiz first');
    expect(quiz.page_count).toBe(2);
    expect(quiz.total_marks).toBe(3);
    expect(quiz.questions.map((question) => question.page)).toEqual([1, 2]);
    expect(quiz.questions[0]?.image?.alt).toBe('A tub of water with a cork on top');
    expect(quiz.questions[1]?.options[3]).toEqual({
      position: 4,
      image: { file: 'images/tub.svg', alt: 'A tub of water' },
      correct: false,
    });
  });

  it('parses quest steps with materials, printables, responses and instructions', async () => {
    const { kit } = await loadKitFolder(VALID_KIT);
    const quest = kit?.activities[1];
    if (quest?.type !== 'quest') throw new Error('expected a quest second');
    const [predict, test] = quest.steps;
    expect(predict?.materials).toEqual([
      { name: 'Tub of water', quantity: '1 per group' },
      { name: 'Cork', quantity: '2' },
    ]);
    expect(predict?.printables).toEqual([
      { title: 'Prediction table', file: 'printables/table.svg', media_type: 'image/svg+xml' },
    ]);
    expect(predict?.instructions.map((block) => block.type)).toEqual(['paragraph', 'list']);
    expect(predict?.response).toEqual({
      text: 'required',
      attachments: 'photos_or_pdf',
      max_photos: 3,
    });
    expect(test?.response).toEqual({ text: 'optional', attachments: 'photos', max_photos: 3 });
  });

  it('parses worksheet questions of every kind', async () => {
    const { kit } = await loadKitFolder(VALID_KIT);
    const sheet = kit?.activities[2];
    if (sheet?.type !== 'worksheet') throw new Error('expected a worksheet third');
    expect(sheet.questions.map((question) => question.kind)).toEqual([
      'short_answer',
      'fill_in',
      'long_answer',
      'draw_label',
    ]);
    expect(sheet.questions[1]).toMatchObject({ blanks: 2, answers: ['float', 'sink'] });
    expect(sheet.questions[2]).toMatchObject({ lines: 8 });
    expect(sheet.total_marks).toBe(9);
  });

  it('lists every used file with its type, size and hash', async () => {
    const { kit } = await loadKitFolder(VALID_KIT);
    expect(kit?.files.map((file) => file.path)).toEqual([
      'cover.svg',
      'images/tub.svg',
      'printables/table.svg',
    ]);
    expect(kit?.files[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reports a folder that does not exist', async () => {
    const result = await loadKitFolder('/no/such/kit');
    expect(result.kit).toBeUndefined();
    expect(result.problems[0]?.code).toBe('file_missing');
  });
});
