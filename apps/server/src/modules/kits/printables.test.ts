import { copyFile, cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kits } from '@kitlab/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOn } from '../../test/api-caller.js';
import { createKitsWorld, type KitsWorld, kitRoutesWith } from '../../test/kits-world.js';
import { noKitAssignments } from '../../test/no-kit-assignments.js';
import { readPrintedPdf } from '../../test/printed-pdf.js';
import { importKits } from './import/kit-importer.js';
import { createKitMediaStore, kitMediaRoot } from './kit-media.js';

let w: KitsWorld;
let teacher: string;

type Detail = {
  detail_type: string;
  question?: string | null;
  title?: string | null;
  explanation?: string | null;
};
type Activity = { activity_id: number; activity_type: string; activity_details: Detail[] };
let activities: Activity[];

beforeAll(async () => {
  w = await createKitsWorld();
  teacher = await w.t.signIn(w.world.teacher.email);
  const content = await callerOn(w.t.app, teacher).call(kits.getTeacherKitTopic, {
    query: {
      kit_token: w.kit('states-of-matter').kitToken,
    },
  });
  activities = content.activities;
});
afterAll(() => w.close());

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function printable(activity: Activity | undefined, app = w.t.app) {
  const response = await callerOn(app, teacher).send(kits.listActivityPrintables, {
    query: {
      activity_id: activity?.activity_id ?? 0,
    },
  });
  expect(response.status, response.text).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const bytes = Buffer.from(response.data ?? new Uint8Array());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const printed = await readPrintedPdf(bytes);
  for (const size of printed.sizes) expect(size).toEqual([595, 842]);
  return printed;
}

describe('the printable PDF of an activity', () => {
  it('prints a quiz as a valid A4 document with every question, name/class/date lines and page numbers', async () => {
    const quiz = activities.find((a) => a.activity_type === 'quiz');
    const { pages } = await printable(quiz);
    const all = pages.join(' ');
    expect(all).toContain('STATES OF MATTER');
    expect(all).toMatch(/Name:.*Class:.*Date:/);
    for (const question of quiz?.activity_details.filter((d) => d.question) ?? []) {
      expect(all).toContain(flat(question.question ?? ''));
    }
    pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    // Explanations are shown after marking, never on the sheet.
    const explained = quiz?.activity_details.find((d) => d.explanation);
    if (explained?.explanation) expect(all).not.toContain(flat(explained.explanation));
  });

  it('prints a quest with its steps and materials, and a worksheet with its questions', async () => {
    const quest = activities.find((a) => a.activity_type === 'quest');
    const questText = (await printable(quest)).pages.join(' ');
    for (const step of quest?.activity_details ?? [])
      expect(questText).toContain(flat(step.title ?? ''));
    expect(questText).toContain('You will need');
    const sheet = activities.find((a) => a.activity_type === 'worksheet');
    const sheetText = (await printable(sheet)).pages.join(' ');
    const prompts = sheet?.activity_details.map((d) => d.question ?? '') ?? [];
    expect(prompts.length).toBeGreaterThan(0);
    for (const prompt of prompts) {
      // Blanks are printed as longer lines; compare the words around them.
      for (const part of prompt.split(/_{3,}/)) expect(sheetText).toContain(flat(part).trim());
    }
  });

  it('answers 404 for an activity of a kit the teacher cannot open, or none at all', async () => {
    const outside = await callerOn(w.t.app, teacher).send(kits.listActivityPrintables, {
      query: {
        activity_id: 999_999,
      },
    });
    expect(outside.status).toBe(404);
    const other = await w.t.make.user({ type: 'T', organisation: w.world.school });
    await w.t.make.teach(other, w.world.sevenA, 'Science');
    const token = await w.t.signIn(other.email);
    const quiz = activities.find((a) => a.activity_type === 'quiz');
    const forbidden = await callerOn(w.t.app, token).send(kits.listActivityPrintables, {
      query: {
        activity_id: quiz?.activity_id ?? 0,
      },
    });
    expect(forbidden.status).toBe(404);
  });
});

/** Every picture the activity shows on screen, with the alt text a screen reader would hear. */
function picturesOf(activity: Activity | undefined): { file: string; alt: string }[] {
  const found: { file: string; alt: string }[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const { file, file_alt, alt } = value as Record<string, unknown>;
    const text = file_alt ?? alt;
    if (typeof file === 'string' && typeof text === 'string') found.push({ file, alt: text });
    for (const child of Object.values(value)) walk(child);
  };
  walk(activity);
  return found;
}

describe('pictures on the printable PDF', () => {
  it('draws the pictures of every kind of activity and never prints their alt text', async () => {
    const shown = activities.filter((a) => picturesOf(a).length > 0);
    expect(shown.map((a) => a.activity_type).sort()).toEqual(['quiz', 'worksheet']);
    for (const activity of shown) {
      const printed = await printable(activity);
      const text = printed.pages.join(' ');
      for (const detail of activity.activity_details.filter((d) => d.question)) {
        for (const part of detail.question?.split(/_{3,}/) ?? []) {
          expect(text).toContain(flat(part).trim());
        }
      }
      for (const picture of picturesOf(activity)) {
        expect(text).not.toContain(flat(picture.alt));
        // A drawing is printed as its shapes: every colour it fills with is painted.
        const svg = (await w.t.app.inject({ url: picture.file })).body;
        const colours = [...svg.matchAll(/fill="(#[0-9a-f]{6})"/gi)].map((m) =>
          m[1]?.toLowerCase(),
        );
        expect(colours.length).toBeGreaterThan(0);
        for (const colour of colours) expect(printed.fills).toContain(colour);
      }
      expect(text).not.toContain('Picture');
    }
  });
});

const FIXTURE_KIT = fileURLToPath(
  new URL('../../../../../packages/kit-format/fixtures/valid-kit', import.meta.url),
);
const PHOTOS = fileURLToPath(new URL('./printables/fixtures', import.meta.url));

/** The fixture kit with a PNG and a JPEG in place of its drawing, the PNG shown three times. */
const PHOTO_EDITS: [string, string][] = [
  [
    'image: images/tub.svg\n        options:',
    'image: { file: images/beaker.png, alt: A cork floating at the top of a beaker }\n        options:',
  ],
  [
    '- text: Wood\n          - image: { file: images/tub.svg, alt: A tub of water }',
    '- image: { file: images/beaker.png, alt: A beaker of water }\n          - image: { file: images/cork.jpg, alt: A cork that floats }',
  ],
  [
    'images: [images/tub.svg]',
    'images: [{ file: images/beaker.png, alt: A tub for the float test }]',
  ],
  [
    'Label the object that floats.\n        image: images/tub.svg',
    'Label the object that floats.\n        image: { file: images/beaker.png, alt: The cork floats }',
  ],
];

describe('photographs on the printable PDF', () => {
  let kitToken = '';
  let photoActivities: Activity[] = [];
  const logLines: string[] = [];
  let logged: FastifyInstance;
  const photoActivity = (type: string) => photoActivities.find((a) => a.activity_type === type);

  beforeAll(async () => {
    const folder = join(w.dataDir, 'kit-source', 'floating-and-sinking');
    await cp(FIXTURE_KIT, folder, { recursive: true });
    for (const name of ['beaker.png', 'cork.jpg']) {
      await copyFile(join(PHOTOS, name), join(folder, 'images', name));
    }
    let yaml = await readFile(join(folder, 'kit.yaml'), 'utf8');
    for (const [from, to] of PHOTO_EDITS) {
      expect(yaml).toContain(from);
      yaml = yaml.replace(from, to);
    }
    await writeFile(join(folder, 'kit.yaml'), yaml);
    const store = createKitMediaStore(kitMediaRoot(w.dataDir));
    const result = await importKits(w.t.db, store, [folder]);
    expect(result.ok).toBe(true);
    kitToken = result.imported[0]?.kitToken ?? '';
    const content = await callerOn(w.t.app, teacher).call(kits.getTeacherKitTopic, {
      query: {
        kit_token: kitToken,
      },
    });
    photoActivities = content.activities;
    logged = await kitRoutesWith(w.t, w.dataDir, noKitAssignments, {
      level: 'warn',
      stream: { write: (line: string) => logLines.push(line) },
    });
  });
  afterAll(() => logged.close());

  it('embeds each photograph once, draws it wherever the sheet shows it and never prints its alt text', async () => {
    const quiz = await printable(photoActivity('quiz'), logged);
    expect(quiz.imageObjects).toBe(2);
    expect(quiz.imagesDrawn).toBe(3);
    for (const type of ['quest', 'worksheet']) {
      const printed = await printable(photoActivity(type), logged);
      expect([printed.imageObjects, printed.imagesDrawn]).toEqual([1, 1]);
      const text = printed.pages.join(' ');
      const [picture, ...more] = picturesOf(photoActivity(type));
      expect(more).toEqual([]);
      expect(text).not.toContain(picture?.alt);
    }
    const text = quiz.pages.join(' ');
    expect(text).toContain('Which materials are denser than water?');
    for (const picture of picturesOf(photoActivity('quiz')))
      expect(text).not.toContain(picture.alt);
    expect(logLines).toEqual([]);
  });

  it('prints a box labelled "Picture" for a photograph it cannot read and logs the file, naming no one', async () => {
    const folder = join(kitMediaRoot(w.dataDir), kitToken);
    const jpeg = (await readdir(folder)).find((name) => name.endsWith('.jpg'));
    await rm(join(folder, jpeg ?? 'none'));
    const quiz = await printable(photoActivity('quiz'), logged);
    expect([quiz.imageObjects, quiz.imagesDrawn]).toEqual([1, 2]);
    const text = quiz.pages.join(' ');
    expect(text.match(/\bPicture\b/g)).toHaveLength(1);
    expect(text).not.toContain('A cork that floats');
    expect(logLines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 40,
        file: 'images/cork.jpg',
        reason: 'the stored file could not be read (ENOENT)',
      }),
    ]);
    const log = logLines.join('\n');
    for (const secret of [kitToken, w.world.teacher.email, w.dataDir]) {
      expect(log).not.toContain(secret);
    }
  });
});
