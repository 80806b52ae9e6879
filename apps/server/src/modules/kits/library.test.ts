import { type CallQuery, kits } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOn } from '../../test/api-caller.js';
import { createKitsWorld, type KitsWorld } from '../../test/kits-world.js';

let w: KitsWorld;
let teacher: string;
let student: string;

beforeAll(async () => {
  w = await createKitsWorld();
  const { t, world } = w;
  // The world's teacher: 6A Science (from the world), 6A Mathematics and 7A Mathematics.
  await t.make.teach(world.teacher, world.sixA, 'Mathematics');
  await t.make.teach(world.teacher, world.sevenA, 'Mathematics');
  teacher = await t.signIn(world.teacher.email);
  student = await t.signIn(world.student.email);
});
afterAll(() => w.close());

type Page = {
  count: number;
  next: number | null;
  previous: number | null;
  results: { slug: string; status: string; subjects: { name: string }[]; grade: number }[];
  filters: { grades: { number: number }[]; subjects: { name: string }[]; statuses: string[] };
};
const slugs = (page: Page) => page.results.map((k) => k.slug);
const library = async (
  filters: CallQuery<typeof kits.listTeacherLibraryGet> = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<Page> => {
  const asTeacher = callerOn(w.t.app, teacher);
  return method === 'GET'
    ? asTeacher.call(kits.listTeacherLibraryGet, { query: filters })
    : asTeacher.call(kits.listTeacherLibrary, { body: filters });
};

describe('the teacher library', () => {
  it("lists every kit of the teacher's grades and subjects, and no other, each Not Assigned", async () => {
    const page = await library();
    // 6 Science, 6 Mathematics, 7 Mathematics; line-following is Robotics and Mathematics, grade 7.
    expect(slugs(page).sort()).toEqual([
      'fractions-and-decimals',
      'line-following-robot',
      'ratios-and-proportions',
      'sensors-and-signals',
      'states-of-matter',
    ]);
    expect(page.count).toBe(5);
    expect(page.results.every((k) => k.status === 'Not Assigned')).toBe(true);
    expect(page.filters.grades.map((g) => g.number)).toEqual([6, 7]);
    expect(page.filters.statuses).toEqual(['Completed', 'Assigned', 'Not Assigned']);
  });

  it('answers the same on GET with the filters in the query', async () => {
    const post = await library({ grade: 7 });
    const get = await library({ grade: 7 }, 'GET');
    expect(slugs(get)).toEqual(slugs(post));
    expect(slugs(get).sort()).toEqual(['line-following-robot', 'ratios-and-proportions']);
  });

  it('filters by subjects (ids, as a list or comma-separated) and by status', async () => {
    const all = await library();
    const robotics = all.results
      .flatMap((k) => k.subjects as { id?: number; name: string }[])
      .find((s) => s.name === 'Robotics');
    const science = all.results
      .flatMap((k) => k.subjects as { id?: number; name: string }[])
      .find((s) => s.name === 'Science');
    expect(slugs(await library({ subjects: [robotics?.id] })).sort()).toEqual([
      'line-following-robot',
      'sensors-and-signals',
    ]);
    const both = await library({ subjects: `${robotics?.id},${science?.id}` }, 'GET');
    expect(slugs(both).sort()).toEqual([
      'line-following-robot',
      'sensors-and-signals',
      'states-of-matter',
    ]);
    expect((await library({ status: 'Assigned' })).count).toBe(0);
    expect((await library({ status: 'Not Assigned' })).count).toBe(5);
  });

  it('searches titles, descriptions and topic titles, case-insensitively, with % taken literally', async () => {
    expect(slugs(await library({ search: 'FRACTIONS' }))).toEqual(['fractions-and-decimals']);
    // "Keeping things cold" is only the title of one of its topics.
    expect(slugs(await library({ search: 'keeping THINGS' }))).toEqual(['states-of-matter']);
    expect((await library({ search: '%' })).count).toBe(0);
  });

  it('pages with next and previous, and caps per_page', async () => {
    const first = await library({ per_page: 2 });
    expect(first).toMatchObject({ count: 5, next: 2, previous: null });
    const last = await library({ per_page: 2, page: 3 });
    expect(last).toMatchObject({ next: null, previous: 2 });
    expect(last.results).toHaveLength(1);
    const tooMany = await callerOn(w.t.app, teacher).send(kits.listTeacherLibrary, {
      body: {
        per_page: 101,
      },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.errors?.per_page).toBeDefined();
  });

  it('refuses a bad filter with the field named', async () => {
    const response = await callerOn(w.t.app, teacher).send(kits.listTeacherLibrary, {
      body: {
        status: 'Done',
      },
    });
    expect(response.status).toBe(400);
    expect(response.error?.errors?.status).toBeDefined();
  });

  it('sends kit cards with a cover address, grade, subjects and counts', async () => {
    const page = await library({ search: 'states of matter' });
    const card = page.results[0] as unknown as Record<string, unknown> & {
      cover: { file: string };
    };
    expect(card).toMatchObject({
      slug: 'states-of-matter',
      grade: 6,
      grade_name: 'Grade 6',
      subjects: [{ name: 'Science' }],
    });
    expect(card.cover.file).toMatch(/^\/api\/kits\/media\/[0-9a-f-]{36}\/[0-9a-f]{64}\.svg$/);
    expect(card.lesson_count).toBeGreaterThan(0);
    expect(card.activity_count).toBe(3);
  });
});

describe('who may call the library', () => {
  it('answers 403 to a student calling teacher calls, and 401 without a token', async () => {
    const asStudent = callerOn(w.t.app, student);
    for (const answer of [
      await asStudent.send(kits.listTeacherLibrary, { body: {} }),
      await asStudent.send(kits.listTeacherLibraryGet),
      await asStudent.send(kits.listTeacherClasses),
      await asStudent.send(kits.listTeacherRecentlyAssigned),
      await asStudent.send(kits.listUnassignedClasses, { body: {} }),
    ]) {
      expect(answer.status, answer.text).toBe(403);
    }
    const anonymous = await callerOn(w.t.app, null).send(kits.listTeacherLibrary, { body: {} });
    expect(anonymous.status).toBe(401);
    const teacherAsStudent = await callerOn(w.t.app, teacher).send(kits.listStudentLibraryGet);
    expect(teacherAsStudent.status).toBe(403);
  });

  it('gives an administrator no library of their own', async () => {
    const admin = await w.t.signIn(w.world.schoolAdmin.email);
    const response = await callerOn(w.t.app, admin).send(kits.listTeacherLibrary, { body: {} });
    expect(response.status).toBe(403);
  });

  it('shows a teacher of another school the same platform kits of their own grades and subjects', async () => {
    const other = await w.t.make.user({ type: 'T', organisation: w.world.otherSchool });
    await w.t.make.teach(other, w.world.otherClass, 'Robotics');
    const token = await w.t.signIn(other.email);
    const response = await callerOn(w.t.app, token).call(kits.listTeacherLibrary, { body: {} });
    expect(slugs(response)).toEqual(['sensors-and-signals']);
  });
});

describe('the student library', () => {
  it('is an empty page while nothing is assigned to their class', async () => {
    const asStudent = callerOn(w.t.app, student);
    for (const page of [
      await asStudent.call(kits.listStudentLibraryGet, { query: { class: w.world.sixA.id } }),
      await asStudent.call(kits.listStudentLibrary, { body: { class: w.world.sixA.id } }),
    ]) {
      expect(page).toMatchObject({ count: 0, next: null, previous: null, results: [] });
    }
  });

  it('answers 404 for a class that is not the student’s', async () => {
    const response = await callerOn(w.t.app, student).send(kits.listStudentLibrary, {
      body: {
        class: w.world.sisterClass.id,
      },
    });
    expect(response.status).toBe(404);
  });
});

describe('classes and recent assignments', () => {
  it("lists the teacher's classes and subjects, and the student's class", async () => {
    const teacherClasses = await callerOn(w.t.app, teacher).call(kits.listTeacherClasses);
    const labels = teacherClasses.results.map((c) => `${c.class_name} ${c.subject_name}`);
    expect(labels).toEqual(['6A Mathematics', '6A Science', '7A Mathematics']);
    const studentClasses = await callerOn(w.t.app, student).call(kits.listStudentClasses);
    expect(studentClasses.results).toEqual([
      expect.objectContaining({
        class_id: w.world.sixA.id,
        class_name: '6A',
        grade: 6,
        teacher_assign_id: null,
      }),
    ]);
  });

  it('has no recent assignments yet, for teachers or students', async () => {
    const forTeacher = await callerOn(w.t.app, teacher).call(kits.listTeacherRecentlyAssigned);
    expect(forTeacher).toEqual({ count: 0, next: null, previous: null, results: [] });
    const forStudent = await callerOn(w.t.app, student).call(kits.listStudentRecentlyAssigned, {
      query: {
        page: 1,
        per_page: 5,
      },
    });
    expect(forStudent).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});
