import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createKitsWorld, type KitsWorld } from './kits-test-world.js';

let w: KitsWorld;
let teacher: string;

type Detail = { detail_type: string; question?: string; title?: string; explanation?: string };
type Activity = { activity_id: number; activity_type: string; activity_details: Detail[] };
let activities: Activity[];

beforeAll(async () => {
  w = await createKitsWorld();
  teacher = await w.t.signIn(w.world.teacher.email);
  const content = await call(w.t.app, teacher, 'GET', '/api/kits/teacher/library/topic', {
    kit_token: w.kit('states-of-matter').kitToken,
  });
  activities = content.json().activities;
});
afterAll(() => w.close());

/** Parses the PDF as a viewer would and returns each page's text, spaces collapsed. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    expect(page.view.map(Math.round)).toEqual([0, 0, 595, 842]);
    const text = await page.getTextContent();
    pages.push(
      text.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await pdf.destroy();
  return pages;
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function printable(activity: Activity | undefined) {
  const response = await call(
    w.t.app,
    teacher,
    'GET',
    '/api/v1/contents/quest/reference/printables',
    {
      activity_id: activity?.activity_id ?? 0,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfPages(response.rawPayload);
}

describe('the printable PDF of an activity', () => {
  it('prints a quiz as a valid A4 document with every question, name/class/date lines and page numbers', async () => {
    const quiz = activities.find((a) => a.activity_type === 'quiz');
    const pages = await printable(quiz);
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
    const questText = (await printable(quest)).join(' ');
    for (const step of quest?.activity_details ?? [])
      expect(questText).toContain(flat(step.title ?? ''));
    expect(questText).toContain('You will need');
    const sheet = activities.find((a) => a.activity_type === 'worksheet');
    const sheetText = (await printable(sheet)).join(' ');
    const prompts = sheet?.activity_details.map((d) => d.question ?? '') ?? [];
    expect(prompts.length).toBeGreaterThan(0);
    for (const prompt of prompts) {
      // Blanks are printed as longer lines; compare the words around them.
      for (const part of prompt.split(/_{3,}/)) expect(sheetText).toContain(flat(part).trim());
    }
  });

  it('answers 404 for an activity of a kit the teacher cannot open, or none at all', async () => {
    const outside = await call(
      w.t.app,
      teacher,
      'GET',
      '/api/v1/contents/quest/reference/printables',
      {
        activity_id: 999_999,
      },
    );
    expect(outside.statusCode).toBe(404);
    const other = await w.t.make.user({ type: 'T', organisation: w.world.school });
    await w.t.make.teach(other, w.world.sevenA, 'Science');
    const token = await w.t.signIn(other.email);
    const quiz = activities.find((a) => a.activity_type === 'quiz');
    const forbidden = await call(
      w.t.app,
      token,
      'GET',
      '/api/v1/contents/quest/reference/printables',
      {
        activity_id: quiz?.activity_id ?? 0,
      },
    );
    expect(forbidden.statusCode).toBe(404);
  });
});
