import { mkdir, symlink } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoadKitResult } from './load-kit-folder.js';
import type { KitProblem, KitProblemCode } from './problems.js';
import { KitCopy } from './test-support.js';

let kit: KitCopy;
beforeEach(async () => {
  kit = await KitCopy.create();
});
afterEach(async () => {
  await kit.remove();
});

/** The only problem with this code; also checks that errors withhold the kit. */
function only(result: LoadKitResult, code: KitProblemCode): KitProblem {
  const found = result.problems.filter((problem) => problem.code === code);
  expect(found, JSON.stringify(result.problems, null, 2)).toHaveLength(1);
  const problem = found[0] as KitProblem;
  if (problem.severity === 'error') expect(result.kit).toBeUndefined();
  return problem;
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

describe('kit.yaml problems', () => {
  it('a quiz question with no correct option', async () => {
    await kit.replace('kit.yaml', '- text: A cork\n            correct: true', '- text: A cork');
    const problem = only(await kit.load(), 'no_correct_option');
    expect(problem).toMatchObject({
      file: 'kit.yaml',
      path: 'activities[0].questions[0].options',
      line: 22,
    });
  });

  it('a single-choice question with two correct options', async () => {
    await kit.replace(
      'kit.yaml',
      '- text: A steel nut',
      '- text: A steel nut\n            correct: true',
    );
    const problem = only(await kit.load(), 'too_many_correct_options');
    expect(problem).toMatchObject({ file: 'kit.yaml', path: 'activities[0].questions[0].options' });
  });

  it('the same option twice in one question', async () => {
    await kit.replace('kit.yaml', '- text: Wood', '- text: iron');
    const problem = only(await kit.load(), 'duplicate_option');
    expect(problem.path).toBe('activities[0].questions[1].options[2]');
  });

  it('a missing image file', async () => {
    await kit.replace(
      'kit.yaml',
      'image: images/tub.svg\n        options',
      'image: images/bath.svg\n        options',
    );
    const problem = only(await kit.load(), 'file_missing');
    expect(problem).toMatchObject({
      file: 'kit.yaml',
      path: 'activities[0].questions[0].image',
      line: 21,
    });
  });

  it('a missing printable and a missing cover', async () => {
    await kit.replace('kit.yaml', 'file: printables/table.svg', 'file: printables/grid.svg');
    await kit.replace('kit.yaml', 'description:', 'cover: images/cover.svg\ndescription:');
    const result = await kit.load();
    expect(result.problems.filter((p) => p.code === 'file_missing').map((p) => p.path)).toEqual([
      'cover',
      'activities[1].steps[0].printables[0].file',
    ]);
  });

  it('duplicate question slugs within an activity', async () => {
    await kit.replace('kit.yaml', 'slug: dense-materials', 'slug: floats');
    const problem = only(await kit.load(), 'duplicate_slug');
    expect(problem).toMatchObject({ file: 'kit.yaml', path: 'activities[0].questions[1].slug' });
    expect(problem.message).toContain('activities[0].questions[0]');
  });

  it('duplicate activity and topic slugs', async () => {
    await kit.replace('kit.yaml', 'slug: float-test', 'slug: density-quiz');
    await kit.replace('kit.yaml', 'slug: testing', 'slug: density');
    const result = await kit.load();
    expect(result.problems.filter((p) => p.code === 'duplicate_slug').map((p) => p.path)).toEqual([
      'topics[1].slug',
      'activities[1].slug',
    ]);
  });

  it('a slug that is not lower-case-with-hyphens', async () => {
    await kit.replace('kit.yaml', 'slug: density-sheet', 'slug: Density Sheet');
    const problem = only(await kit.load(), 'schema');
    expect(problem).toMatchObject({ path: 'activities[2].slug', line: 65 });
  });

  it('an unknown subject', async () => {
    await kit.replace('kit.yaml', 'subjects: [science]', 'subjects: [science, art]');
    const problem = only(await kit.load(), 'unknown_subject');
    expect(problem).toMatchObject({ file: 'kit.yaml', path: 'subjects[1]', line: 5 });
  });

  it.each([0, 13, 6.5])('grade %s outside 1..12 or not whole', async (grade) => {
    await kit.replace('kit.yaml', 'grade: 6', `grade: ${grade}`);
    const problem = only(await kit.load(), 'grade_out_of_range');
    expect(problem).toMatchObject({ file: 'kit.yaml', path: 'grade', line: 4 });
  });

  it('an activity whose topic does not exist', async () => {
    await kit.replace('kit.yaml', 'topic: testing', 'topic: experiments');
    const problem = only(await kit.load(), 'unknown_topic');
    expect(problem).toMatchObject({ path: 'activities[1].topic', line: 41 });
  });

  it('an unknown field, pointing at its line', async () => {
    await kit.replace(
      'kit.yaml',
      'correct: true\n      - slug: dense',
      'corect: true\n      - slug: dense',
    );
    const result = await kit.load();
    const unknown = result.problems.find((p) => p.message.includes('corect'));
    expect(unknown).toMatchObject({
      code: 'schema',
      path: 'activities[0].questions[0].options[1]',
      line: 25,
    });
    expect(result.problems.map((p) => p.code)).toContain('no_correct_option');
  });

  it('a missing required field and an unknown activity type', async () => {
    await kit.replace('kit.yaml', '    title: Density check\n', '');
    await kit.replace('kit.yaml', 'type: worksheet', 'type: poster');
    const result = await kit.load();
    expect(result.problems.map((p) => [p.code, p.path, p.message])).toEqual([
      ['schema', 'activities[0].title', 'Missing required field title'],
      ['schema', 'activities[2].type', 'type must be quiz, quest or worksheet'],
    ]);
  });

  it('a number where text is expected, with a hint to quote it', async () => {
    await kit.replace('kit.yaml', '- text: Wood', '- text: 0.50');
    const problem = only(await kit.load(), 'schema');
    expect(problem).toMatchObject({ path: 'activities[0].questions[1].options[2].text', line: 36 });
    expect(problem.message).toContain('quotes');
  });

  it('a fill-in question whose answers do not match its blanks', async () => {
    await kit.replace('kit.yaml', 'answers: [float, sink]', 'answers: [float]');
    const problem = only(await kit.load(), 'fill_in_blanks');
    expect(problem).toMatchObject({ path: 'activities[2].questions[1].answers' });
  });

  it('a quest step that accepts nothing', async () => {
    await kit.replace(
      'kit.yaml',
      'text: optional\n          attachments: photos',
      'text: none\n          attachments: none',
    );
    const problem = only(await kit.load(), 'schema');
    expect(problem.path).toBe('activities[1].steps[1].response');
  });

  it('a YAML error (a repeated key) with its line', async () => {
    await kit.replace('kit.yaml', 'grade: 6', 'grade: 6\ngrade: 7');
    const result = await kit.load();
    expect(result.kit).toBeUndefined();
    expect(result.problems[0]).toMatchObject({ code: 'yaml_syntax', file: 'kit.yaml', line: 5 });
  });

  it('a YAML syntax error', async () => {
    await kit.replace('kit.yaml', 'title: Floating and Sinking', 'title: [Floating');
    expect((await kit.load()).problems.map((p) => p.code)).toContain('yaml_syntax');
  });

  it('a missing kit.yaml', async () => {
    await kit.remove();
    await mkdir(kit.folder);
    const result = await kit.load();
    expect(result.problems[0]).toMatchObject({ code: 'file_missing', file: 'kit.yaml' });
  });

  it('an image reference that leaves the kit or is a link', async () => {
    await kit.replace(
      'kit.yaml',
      'images: [images/tub.svg]',
      'images: [../secret.svg, "https://example.org/a.svg"]',
    );
    const result = await kit.load();
    expect(result.problems.filter((p) => p.code === 'image_reference').map((p) => p.path)).toEqual([
      'activities[1].steps[0].images[0]',
      'activities[1].steps[0].images[1]',
    ]);
  });

  it('a photo without alt text, and one with it', async () => {
    await kit.write('images/photo.png', PNG_1X1);
    await kit.replace(
      'kit.yaml',
      'images: [images/tub.svg]',
      'images: [images/tub.svg, images/photo.png]',
    );
    const problem = only(await kit.load(), 'image_alt_missing');
    expect(problem.path).toBe('activities[1].steps[0].images[1]');
    await kit.replace(
      'kit.yaml',
      'images/photo.png]',
      '{ file: images/photo.png, alt: Corks in a tub }]',
    );
    expect((await kit.load()).problems).toEqual([]);
  });
});

describe('file problems', () => {
  it('an SVG with a script element', async () => {
    await kit.replace('images/tub.svg', '</svg>', '<script>alert(1)</script>\n</svg>');
    const problem = only(await kit.load(), 'svg_unsafe');
    expect(problem).toMatchObject({ file: 'images/tub.svg', line: 5 });
    expect(problem.message).toContain('<script>');
  });

  it.each([
    ['an event handler', '<rect onclick="steal()" width="1" height="1"/>', 'onclick'],
    ['an external link', '<use href="https://example.org/a.svg#x"/>', 'href'],
    ['an external image', '<image xlink:href="http://example.org/a.png"/>', 'image'],
    ['a CSS url', '<rect style="fill:url(http://example.org/p)" width="1" height="1"/>', 'url('],
    ['foreign HTML', '<foreignObject><div>hi</div></foreignObject>', 'foreignObject'],
  ])('an SVG with %s', async (_, element, words) => {
    await kit.replace('images/tub.svg', '</svg>', `${element}\n</svg>`);
    const result = await kit.load();
    const unsafe = result.problems.filter((p) => p.code === 'svg_unsafe');
    expect(unsafe.length).toBeGreaterThan(0);
    expect(unsafe[0]).toMatchObject({ file: 'images/tub.svg', line: 5 });
    expect(unsafe.map((p) => p.message).join(' ')).toContain(words);
    expect(result.kit).toBeUndefined();
  });

  it('an SVG with an entity declaration', async () => {
    await kit.write(
      'cover.svg',
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n${await kit.read('cover.svg')}`,
    );
    const result = await kit.load();
    expect(result.problems.filter((p) => p.code === 'svg_unsafe').map((p) => p.file)).toEqual([
      'cover.svg',
      'cover.svg',
    ]);
  });

  it('an SVG without a title or viewBox', async () => {
    await kit.write(
      'printables/table.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
    );
    const result = await kit.load();
    expect(result.problems.filter((p) => p.code === 'svg_invalid').map((p) => p.message)).toEqual([
      'The <svg> element needs a viewBox so it can scale',
      'The SVG needs a non-empty <title> describing it',
    ]);
  });

  it('a file over its size cap', async () => {
    const problem = only(await kit.load({ limits: { svgBytes: 240 } }), 'file_too_large');
    expect(problem.file).toBe('images/tub.svg');
  });

  it('a kit over its total size cap', async () => {
    const result = await kit.load({ limits: { totalBytes: 1000 } });
    expect(result.problems.map((p) => p.code)).toContain('kit_too_large');
  });

  it('a PNG that is not a PNG, and a wrong file type', async () => {
    await kit.write('images/fake.png', 'GIF89a');
    await kit.write('images/anim.gif', 'GIF89a');
    const result = await kit.load();
    expect(result.problems.map((p) => [p.code, p.file])).toEqual([
      ['file_type_not_allowed', 'images/anim.gif'],
      ['binary_invalid', 'images/fake.png'],
      ['file_unused', 'images/fake.png'],
    ]);
  });

  it('a PDF printable with JavaScript', async () => {
    await kit.write(
      'printables/sheet.pdf',
      '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
    );
    await kit.replace('kit.yaml', 'file: printables/table.svg', 'file: printables/sheet.pdf');
    const result = await kit.load();
    expect(only(result, 'pdf_unsafe').file).toBe('printables/sheet.pdf');
  });

  it('a symbolic link', async () => {
    await symlink('/etc/hostname', kit.path('images/host.svg'));
    expect(only(await kit.load(), 'symlink_not_allowed').file).toBe('images/host.svg');
  });

  it('unused and unexpected files are warnings and the kit still loads', async () => {
    await kit.write('images/spare.svg', await kit.read('images/tub.svg'));
    await kit.write('notes.txt', 'to do');
    const result = await kit.load();
    expect(result.problems.map((p) => [p.severity, p.code, p.file])).toEqual([
      ['warning', 'file_unexpected', 'notes.txt'],
      ['warning', 'file_unused', 'images/spare.svg'],
    ]);
    expect(result.kit).toBeDefined();
  });
});

describe('lesson problems', () => {
  it('a lesson with no title', async () => {
    await kit.replace('lessons/02-why.md', '# Why things float\n', 'Why things float\n');
    const problem = only(await kit.load(), 'lesson_no_title');
    expect(problem).toMatchObject({ file: 'lessons/02-why.md', line: 1 });
  });

  it('an unsafe javascript: link', async () => {
    await kit.replace(
      'lessons/02-why.md',
      'Gravity pulls down.',
      'Gravity [pulls](javascript:alert(1)) down.',
    );
    const result = await kit.load();
    const problem = only(result, 'unsafe_link');
    expect(problem).toMatchObject({ file: 'lessons/02-why.md', line: 4, path: 'pages[0]' });
  });

  it('raw HTML, which is reported and never kept', async () => {
    await kit.replace(
      'lessons/01-what-floats.md',
      '## Density',
      '## Density\n\n<div onclick="x()">Hi</div>\n\nSome <b>bold</b> text.',
    );
    const result = await kit.load();
    const html = result.problems.filter((p) => p.code === 'markdown_raw_html');
    expect(html.map((p) => [p.file, p.line, p.path])).toEqual([
      ['lessons/01-what-floats.md', 11, 'pages[1]'],
      ['lessons/01-what-floats.md', 13, 'pages[1]'],
      ['lessons/01-what-floats.md', 13, 'pages[1]'],
    ]);
  });

  it('a missing lesson image, written relative to the kit', async () => {
    await kit.replace('lessons/01-what-floats.md', '../images/tub.svg', 'images/boat.svg');
    const problem = only(await kit.load(), 'file_missing');
    expect(problem).toMatchObject({ file: 'lessons/01-what-floats.md', line: 5, path: 'pages[0]' });
  });

  it('a lesson saved with a byte-order mark still has its title', async () => {
    await kit.write('lessons/02-why.md', `\uFEFF${await kit.read('lessons/02-why.md')}`);
    expect((await kit.load()).problems).toEqual([]);
  });

  it('an empty page from a doubled ---', async () => {
    await kit.replace('lessons/01-what-floats.md', '---\n', '---\n\n---\n');
    const problem = only(await kit.load(), 'lesson_empty_page');
    expect(problem).toMatchObject({ file: 'lessons/01-what-floats.md', path: 'pages[1]', line: 8 });
  });

  it('a badly named lesson file and a reused lesson number', async () => {
    await kit.write('lessons/intro.md', '# Intro\n\nHello.');
    await kit.write('lessons/02-again.md', '# Again\n\nHello.');
    const result = await kit.load();
    expect(result.problems.filter((p) => p.code === 'lesson_name').map((p) => p.file)).toEqual([
      'lessons/02-why.md',
      'lessons/intro.md',
    ]);
  });

  it('an unsafe link inside quest step instructions, with its line in kit.yaml', async () => {
    await kit.replace(
      'kit.yaml',
      '1. Write your prediction.',
      '1. Write your [prediction](javascript:void(0)).',
    );
    const problem = only(await kit.load(), 'unsafe_link');
    expect(problem).toMatchObject({
      file: 'kit.yaml',
      path: 'activities[1].steps[0].instructions',
      line: 48,
    });
  });
});

describe('reporting', () => {
  it('reports every problem at once, across files', async () => {
    await kit.replace('kit.yaml', 'grade: 6', 'grade: 14');
    await kit.replace('kit.yaml', '- text: A cork\n            correct: true', '- text: A cork');
    await kit.replace('kit.yaml', 'topic: testing', 'topic: nothing');
    await kit.replace('images/tub.svg', '</svg>', '<script/></svg>');
    await kit.replace('lessons/02-why.md', '# Why things float\n', '');
    const result = await kit.load();
    expect(result.problems.map((p) => p.code).sort()).toEqual([
      'grade_out_of_range',
      'lesson_no_title',
      'no_correct_option',
      'svg_unsafe',
      'unknown_topic',
    ]);
  });
});
