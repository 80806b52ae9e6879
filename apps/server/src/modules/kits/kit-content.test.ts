import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kits } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOn } from '../../test/api-caller.js';
import { first } from '../../test/first.js';
import { createKitsWorld, type KitsWorld } from '../../test/kits-world.js';
import { importKits } from './import/kit-importer.js';
import { createKitMediaStore, kitMediaRoot } from './kit-media.js';

const FIXTURE = fileURLToPath(
  new URL('../../../../../packages/kit-format/fixtures/valid-kit', import.meta.url),
);

let w: KitsWorld;
let teacher: string;
let student: string;
let districtKit: string;
let otherSchoolKit: string;

beforeAll(async () => {
  w = await createKitsWorld();
  teacher = await w.t.signIn(w.world.teacher.email);
  student = await w.t.signIn(w.world.student.email);
  // The same grade 6 Science kit, private to the teacher's district and to a school elsewhere.
  const store = createKitMediaStore(kitMediaRoot(w.dataDir));
  const own = await importKits(w.t.db, store, [FIXTURE], { organisationId: w.world.district.id });
  const other = await importKits(w.t.db, store, [FIXTURE], {
    organisationId: w.world.otherSchool.id,
  });
  districtKit = own.imported[0]?.kitToken ?? '';
  otherSchoolKit = other.imported[0]?.kitToken ?? '';
});
afterAll(() => w.close());

const topic = (token: string | null, kitToken: string) =>
  callerOn(w.t.app, token).send(kits.getTeacherKitTopic, { query: { kit_token: kitToken } });

type Content = {
  kit: { kit_token: string; title: string; subjects: { name: string }[] }[];
  topics: { topic_id: number; slug: string }[];
  lessons: { title: string; pages: { blocks: { type: string; file?: string }[] }[] }[];
  activities: {
    activity_type: string;
    topic_id: number;
    activity_details: Record<string, unknown>[];
  }[];
};

describe('a kit for its teacher', () => {
  it('has the kit card, ordered topics, lesson pages of blocks and activities with answer keys', async () => {
    const response = await topic(teacher, w.kit('states-of-matter').kitToken);
    expect(response.status).toBe(200);
    const body = response.data as Content;
    expect(body.kit[0]?.subjects[0]?.name).toBe('Science');
    expect(body.topics.map((t) => t.slug)).toEqual([
      'particle-model',
      'changes-of-state',
      'keeping-things-cold',
    ]);
    expect(body.lessons.map((l) => l.title)).toEqual([
      'Solids, Liquids and Gases',
      'Changing State',
    ]);
    expect(body.activities.map((a) => a.activity_type)).toEqual(['quiz', 'quest', 'worksheet']);
    const topicIds = new Set(body.topics.map((t) => t.topic_id));
    expect(body.activities.every((a) => topicIds.has(a.topic_id))).toBe(true);

    const quiz = body.activities[0]?.activity_details ?? [];
    expect(quiz[0]).toMatchObject({ detail_type: 'page_break', page: 1 });
    const question = quiz.find((d) => d.detail_type === 'question') as {
      id: number;
      page_break_id: number;
      answer_options: Record<string, unknown>[];
    };
    expect(question.page_break_id).toBe(quiz[0]?.id);
    expect(question.answer_options.length).toBeGreaterThanOrEqual(2);
    for (const option of question.answer_options) {
      expect(Object.keys(option).sort()).toEqual(
        ['activity_details', 'correct_ans', 'file', 'file_alt', 'id', 'option', 'position'].sort(),
      );
      expect(option.activity_details).toBe(question.id);
    }
    expect(question.answer_options.filter((o) => o.correct_ans === true).length).toBeGreaterThan(0);
  });

  it('never sends HTML: lesson pages are block trees whose images point at kit media', async () => {
    const response = await topic(teacher, w.kit('states-of-matter').kitToken);
    expect(response.text).not.toMatch(/<(p|div|script|img|b|strong)[\s>]/i);
    const body = response.data as Content;
    const images = body.lessons
      .flatMap((l) => l.pages)
      .flatMap((p) => p.blocks)
      .filter((b) => b.type === 'image');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.file).toMatch(/^\/api\/kits\/media\//);
  });

  it('gives quest steps their instructions, materials and printables, and worksheet questions their marking guides', async () => {
    const body = (await topic(teacher, w.kit('states-of-matter').kitToken)).data as Content;
    const steps = body.activities[1]?.activity_details ?? [];
    expect(steps.every((s) => s.detail_type === 'step')).toBe(true);
    expect(steps.some((s) => (s.materials as unknown[]).length > 0)).toBe(true);
    const printables = steps.flatMap((s) => s.printables as { file: string }[]);
    expect(printables[0]?.file).toMatch(/^\/api\/kits\/media\//);
    const sheet = body.activities[2]?.activity_details ?? [];
    expect(
      sheet.some((q) => q.question_type === 'fill_in' && (q.answers as string[]).length > 0),
    ).toBe(true);
  });

  it('answers 404 for a kit outside the teacher’s grades and subjects, and for an unknown kit', async () => {
    expect((await topic(teacher, w.kit('forces-and-motion').kitToken)).status).toBe(404);
    expect((await topic(teacher, w.kit('fractions-and-decimals').kitToken)).status).toBe(404);
    expect((await topic(teacher, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await topic(teacher, 'not-a-token')).status).toBe(400);
  });

  it("opens the district's private kit but answers 404 for another school's", async () => {
    expect((await topic(teacher, districtKit)).status).toBe(200);
    expect((await topic(teacher, otherSchoolKit)).status).toBe(404);
    const library = await callerOn(w.t.app, teacher).call(kits.listTeacherLibrary, {
      body: {
        search: 'floating',
      },
    });
    expect(library.results.map((k: { kit_token: string }) => k.kit_token)).toEqual([districtKit]);
  });

  it('answers 404 to a student for a kit not assigned to their class', async () => {
    const response = await callerOn(w.t.app, student).send(kits.getStudentKitTopic, {
      query: {
        kit_token: w.kit('states-of-matter').kitToken,
        class: w.world.sixA.id,
      },
    });
    expect(response.status).toBe(404);
    expect((await topic(student, w.kit('states-of-matter').kitToken)).status).toBe(403);
  });
});

describe('the v2 kit, lesson and topic calls', () => {
  it('returns one kit card by id or token, and 404 out of scope', async () => {
    const { kitId, kitToken } = w.kit('sensors-and-signals');
    const byId = await callerOn(w.t.app, teacher).call(kits.getKits, { body: { kit_id: kitId } });
    expect(byId.kit[0]?.kit_token).toBe(kitToken);
    const byToken = await callerOn(w.t.app, teacher).call(kits.getKits, {
      body: { kit_token: kitToken },
    });
    expect(byToken.kit[0]?.kit_id).toBe(kitId);
    const missingRef = await callerOn(w.t.app, teacher).send(kits.getKits, { body: {} });
    expect(missingRef.status).toBe(400);
    const outside = await callerOn(w.t.app, teacher).send(kits.getKits, {
      body: {
        kit_id: w.kit('linear-equations').kitId,
      },
    });
    expect(outside.status).toBe(404);
  });

  it('lists lessons by kit in order', async () => {
    const response = await callerOn(w.t.app, teacher).call(kits.listKitLessons, {
      body: {
        kit_id: w.kit('states-of-matter').kitId,
      },
    });
    expect(response.results.map((l: { position: number }) => l.position)).toEqual([1, 2]);
  });

  it("lists the teacher's classes of the kit's grade and subjects that do not have it", async () => {
    const response = await callerOn(w.t.app, teacher).call(kits.listUnassignedClasses, {
      body: {
        kit_token: w.kit('states-of-matter').kitToken,
      },
    });
    expect(response.results).toEqual([
      expect.objectContaining({ class_name: '6A', subject_name: 'Science' }),
    ]);
  });

  it('lists topics of visible kits with filters, and the filter choices', async () => {
    const response = await callerOn(w.t.app, teacher).call(kits.listTopics, {
      body: {
        kit_id: w.kit('states-of-matter').kitId,
        per_page: 2,
      },
    });
    expect(response).toMatchObject({ count: 3, next: 2, previous: null });
    const [first] = response.results;
    expect(first).toMatchObject({
      slug: 'particle-model',
      kit_title: 'States of Matter',
      grade: 6,
    });
    expect(first?.activity_types.length).toBeGreaterThan(0);
    const searched = await callerOn(w.t.app, teacher).call(kits.listTopics, {
      body: {
        search: 'cold',
      },
    });
    expect(searched.results.map((t: { slug: string }) => t.slug)).toEqual(['keeping-things-cold']);
    const filters = await callerOn(w.t.app, teacher).call(kits.getTopicFilters, { body: {} });
    expect(filters.kits.map((k: { title: string }) => k.title)).toEqual([
      'Floating and Sinking',
      'Sensors and Signals',
      'States of Matter',
    ]);
  });
});

describe('materials required', () => {
  it("lists a quest's materials by step, or one step's, and answers 404 for another activity's step", async () => {
    const body = await callerOn(w.t.app, teacher).call(kits.getTeacherKitTopic, {
      query: { kit_token: w.kit('states-of-matter').kitToken },
    });
    const quest = first(body.activities.slice(1));
    const all = await callerOn(w.t.app, teacher).call(kits.listMaterialsRequired, {
      body: {
        activity_token: quest.activity_token,
      },
    });
    expect(all.materials.length).toBeGreaterThan(0);
    const step = first(all.materials).activity_detail_id;
    const one = await callerOn(w.t.app, teacher).call(kits.listMaterialsRequired, {
      body: {
        activity_token: quest.activity_token,
        activity_detail_id: step,
      },
    });
    expect(one.materials.every((m) => m.activity_detail_id === step)).toBe(true);
    const quizQuestion = body.activities[0]?.activity_details[1]?.id;
    const wrong = await callerOn(w.t.app, teacher).send(kits.listMaterialsRequired, {
      body: {
        activity_token: quest.activity_token,
        activity_detail_id: quizQuestion,
      },
    });
    expect(wrong.status).toBe(404);
  });
});

describe('a kit imported again', () => {
  it('is read afresh by the next call, as after an import by another process: its content, card and library row', async () => {
    const folder = join(w.dataDir, 'reimported', 'floating-and-sinking');
    await cp(FIXTURE, folder, { recursive: true });
    const edit = async (from: string, to: string) => {
      const file = join(folder, 'kit.yaml');
      await writeFile(file, (await readFile(file, 'utf8')).replace(from, to));
    };
    const store = createKitMediaStore(kitMediaRoot(w.dataDir));
    const owner = { organisationId: w.world.school.id };
    const kitToken = first((await importKits(w.t.db, store, [folder], owner)).imported).kitToken;
    const questions = (content: Content) =>
      content.activities.flatMap((a) => a.activity_details.map((d) => d.question));
    const libraryTitles = async () =>
      (
        await callerOn(w.t.app, teacher).call(kits.listTeacherLibrary, {
          body: { search: 'sinking' },
        })
      ).results
        .filter((k) => k.kit_token === kitToken)
        .map((k) => k.title);

    const before = (await topic(teacher, kitToken)).data as Content;
    expect(questions(before)).toContain('Which object floats in water?');
    expect(await libraryTitles()).toEqual(['Floating and Sinking']);

    await edit('prompt: Which object floats in water?', 'prompt: Which of these floats?');
    await edit('title: Floating and Sinking', 'title: Floating, Sinking and Density');
    await importKits(w.t.db, store, [folder], owner);

    const after = (await topic(teacher, kitToken)).data as Content;
    expect(questions(after)).toContain('Which of these floats?');
    expect(questions(after)).not.toContain('Which object floats in water?');
    expect(after.kit.map((k) => k.title)).toEqual(['Floating, Sinking and Density']);
    expect(await libraryTitles()).toEqual(['Floating, Sinking and Density']);
  });
});
