import { accounts } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.js';
import { apiCallers, callerOn } from '../../test/api-caller.js';
import { first } from '../../test/first.js';
import { buildSchoolWorld, type SchoolWorld } from '../../test/school-world.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const t = {} as TestApp;
const w = {} as SchoolWorld;
const { as } = apiCallers(t);
beforeAll(async () => {
  Object.assign(t, await createTestApp());
  Object.assign(w, await buildSchoolWorld(t));
});
afterAll(() => t.close());

describe('GET /api/v2/accounts/users/', () => {
  it("lists the district's users to a district administrator, paged", async () => {
    const body = await as(w.districtAdmin).call(accounts.listUsers, {
      query: { per_page: 2, user_type: 'S' },
    });
    expect(body.count).toBe(2);
    const emails = body.results.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([w.student.email, w.sisterStudent.email]));
    expect(emails).not.toContain(w.otherStudent.email);
    expect(body.results[0]).not.toHaveProperty('password_hash');
  });

  it('lists only their school to a school administrator, with class and teaching', async () => {
    const response = await as(w.schoolAdmin).call(accounts.listUsers, { query: { per_page: 100 } });
    const results = response.results as {
      email: string;
      class: unknown;
      teaching: unknown[];
    }[];
    expect(results.map((u) => u.email)).not.toContain(w.sisterStudent.email);
    expect(results.find((u) => u.email === w.student.email)?.class).toEqual({
      class_id: w.sixA.id,
      class_name: '6A',
    });
    expect(results.find((u) => u.email === w.teacher.email)?.teaching).toHaveLength(1);
  });

  it('searches by name or email, treating wildcards literally', async () => {
    const byName = await as(w.districtAdmin).call(accounts.listUsers, {
      query: { search: 'lucas mor' },
    });
    expect(byName.results.map((u: { email: string }) => u.email)).toEqual([w.student.email]);
    const wildcard = await as(w.districtAdmin).call(accounts.listUsers, {
      query: { search: '%25' },
    });
    expect(wildcard.count).toBe(0);
  });

  it('pages with next and previous and caps per_page', async () => {
    const first = await as(w.districtAdmin).call(accounts.listUsers, {
      query: { per_page: 2, page: 1 },
    });
    expect(first).toMatchObject({ next: 2, previous: null });
    const capped = await as(w.districtAdmin).send(accounts.listUsers, {
      query: { per_page: 1000 },
    });
    expect(capped.status).toBe(400);
    expect(capped.error?.errors).toHaveProperty('per_page');
  });

  it('refuses teachers and students with 403', async () => {
    expect((await as(w.teacher).send(accounts.listUsers)).status).toBe(403);
    expect((await as(w.student).send(accounts.listUsers)).status).toBe(403);
  });
});

describe('creating users', () => {
  it('creates a student in a class and emails a link to choose a password', async () => {
    const response = await as(w.schoolAdmin).call(accounts.createUser, {
      body: {
        user_type: 'S',
        email: 'New.Student@School.test',
        first_name: 'Nia',
        last_name: 'Adeyemi',
        school_token: w.school.token,
        class_id: w.sevenA.id,
      },
    });
    expect(response).toMatchObject({
      email: 'new.student@school.test',
      class: { class_name: '7A' },
      is_active: true,
    });
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'new.student@school.test'));
    expect(mail?.textBody).toMatch(/\/reset-password#key=[A-Za-z0-9_-]{43}/);
  });

  it('refuses a duplicate email, a foreign school and a class of another school, with field errors', async () => {
    const base = {
      user_type: 'S' as const,
      first_name: 'A',
      last_name: 'B',
      school_token: w.school.token,
    };
    const duplicate = await as(w.schoolAdmin).send(accounts.createUser, {
      body: {
        ...base,
        email: w.student.email,
      },
    });
    expect(duplicate.error?.errors).toHaveProperty('email');
    const foreign = await as(w.schoolAdmin).send(accounts.createUser, {
      body: {
        ...base,
        email: 'x1@school.test',
        school_token: w.sisterSchool.token,
      },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.error?.errors).toHaveProperty('school_token');
    const wrongClass = await as(w.schoolAdmin).send(accounts.createUser, {
      body: {
        ...base,
        email: 'x2@school.test',
        class_id: w.otherClass.id,
      },
    });
    expect(wrongClass.error?.errors).toHaveProperty('class_id');
    const missing = await as(w.schoolAdmin).sendUnchecked(accounts.createUser, {
      body: {
        user_type: 'C',
      },
    });
    expect(Object.keys(missing.error?.errors ?? {})).toEqual(
      expect.arrayContaining(['user_type', 'email', 'first_name']),
    );
  });

  it('creates a teacher with a temporary password that must be changed', async () => {
    const response = await as(w.districtAdmin).send(accounts.createUser, {
      body: {
        user_type: 'T',
        email: 'temp.teacher@school.test',
        first_name: 'Tom',
        last_name: 'Lind',
        school_token: w.sisterSchool.token,
        temporary_password: 'temporary words here',
      },
    });
    expect(response.status).toBe(201);
    const token = await t.signIn('temp.teacher@school.test', 'temporary words here');
    const check = await callerOn(t.app, token).call(accounts.checkPasswordReset, { body: {} });
    expect(check).toMatchObject({ valid: true, must_change_password: true });
  });
});

describe('editing users', () => {
  it('moves a student to another class of the school', async () => {
    const student = await t.make.user({ type: 'S', organisation: w.school });
    await t.make.enrol(student, w.sixA);
    const response = await as(w.schoolAdmin).call(accounts.updateUser, {
      params: { user_token: student.token },
      body: {
        class_id: w.sevenA.id,
      },
    });
    expect(response.class).toEqual({ class_id: w.sevenA.id, class_name: '7A' });
    const elsewhere = await as(w.schoolAdmin).send(accounts.updateUser, {
      params: { user_token: student.token },
      body: { class_id: w.sisterClass.id },
    });
    expect(elsewhere.status).toBe(400);
  });

  it('deactivates a user, whose tokens stop at once, and reactivates them', async () => {
    const student = await t.make.user({ type: 'S', organisation: w.school });
    const token = await t.signIn(student.email);
    const off = await as(w.schoolAdmin).call(accounts.updateUser, {
      params: { user_token: student.token },
      body: {
        is_active: false,
      },
    });
    expect(off.is_active).toBe(false);
    const after = await callerOn(t.app, token).send(accounts.getAccountSettings);
    expect(after.status).toBe(401);
    await as(w.schoolAdmin).call(accounts.updateUser, {
      params: { user_token: student.token },
      body: {
        is_active: true,
      },
    });
    expect(await t.signIn(student.email)).toBeTruthy();
  });

  it("answers 404 for another school's or district's user, and for unknown tokens", async () => {
    for (const target of [w.sisterStudent, w.otherStudent]) {
      const response = await as(w.schoolAdmin).send(accounts.updateUser, {
        params: { user_token: target.token },
        body: { first_name: 'X' },
      });
      expect(response.status).toBe(404);
      expect(
        (await as(w.schoolAdmin).send(accounts.getUser, { params: { user_token: target.token } }))
          .status,
      ).toBe(404);
    }
    expect(
      (await as(w.otherAdmin).send(accounts.getUser, { params: { user_token: w.student.token } }))
        .status,
    ).toBe(404);
    expect(
      (await as(w.schoolAdmin).send(accounts.getUser, { params: { user_token: 'not-a-token' } }))
        .status,
    ).toBe(404);
  });

  it('does not let an administrator edit an administrator', async () => {
    const response = await as(w.districtAdmin).send(accounts.updateUser, {
      params: { user_token: w.schoolAdmin.token },
      body: { is_active: false },
    });
    expect(response.status).toBe(403);
  });

  it('refuses fields that cannot be changed', async () => {
    const response = await as(w.schoolAdmin).sendUnchecked(accounts.updateUser, {
      params: { user_token: w.student.token },
      body: { user_type: 'C' },
    });
    expect(response.status).toBe(400);
    expect(response.error?.errors).toHaveProperty('user_type');
  });
});

describe('teaching assignments', () => {
  it('gives a teacher a class and subject, refuses the same twice, and takes it away', async () => {
    const teacher = await t.make.user({ type: 'T', organisation: w.school });
    const added = await as(w.schoolAdmin).call(accounts.assignTeaching, {
      params: { user_token: teacher.token },
      body: {
        class_id: w.sevenA.id,
        subject_id: w.sixA.gradeId === 0 ? 0 : 2,
      },
    });
    const assignment = first(added.teaching);
    expect(assignment).toMatchObject({ class_name: '7A' });
    expect(
      (
        await as(w.schoolAdmin).send(accounts.assignTeaching, {
          params: { user_token: teacher.token },
          body: {
            class_id: w.sevenA.id,
            subject_id: assignment.subject_id,
          },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await as(w.schoolAdmin).send(accounts.assignTeaching, {
          params: { user_token: teacher.token },
          body: { class_id: w.sisterClass.id, subject_id: 1 },
        })
      ).status,
    ).toBe(400);
    const removed = await as(w.schoolAdmin).call(accounts.removeTeaching, {
      params: { user_token: teacher.token, teacher_assign_id: assignment.teacher_assign_id },
    });
    expect(removed.teaching).toEqual([]);
    expect(
      (
        await as(w.schoolAdmin).send(accounts.removeTeaching, {
          params: { user_token: teacher.token, teacher_assign_id: assignment.teacher_assign_id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('validate/user and hierarchy-lov', () => {
  it('checks an email for staff', async () => {
    const taken = await as(w.teacher).call(accounts.validateUser, {
      body: {
        email: w.student.email,
      },
    });
    expect(taken).toMatchObject({
      valid: false,
      errors: { email: [expect.stringMatching(/already exists/)] },
    });
    const free = await as(w.schoolAdmin).call(accounts.validateUser, {
      body: {
        email: 'free@school.test',
      },
    });
    expect(free).toEqual({ valid: true, errors: {} });
    const bad = await as(w.schoolAdmin).call(accounts.validateUser, {
      body: {
        email: 'nope',
      },
    });
    expect(bad.valid).toBe(false);
    expect(
      (await as(w.student).send(accounts.validateUser, { body: { email: 'a@b.c' } })).status,
    ).toBe(403);
  });

  it('returns the district and the schools the caller may see, with classes', async () => {
    const district = await as(w.districtAdmin).call(accounts.getHierarchy);
    expect(district.schools.map((s: { name: string }) => s.name)).toEqual([
      w.school.name,
      w.sisterSchool.name,
    ]);
    expect(district.subjects.map((s: { name: string }) => s.name)).toEqual([
      'Mathematics',
      'Robotics',
      'Science',
    ]);
    const teacher = await as(w.teacher).call(accounts.getHierarchy);
    expect(teacher.schools).toHaveLength(1);
    expect(teacher.schools[0]?.classes.map((c) => c.class_name)).toEqual(['6A', '7A']);
    expect((await as(w.student).send(accounts.getHierarchy)).status).toBe(403);
  });

  it("lists each school's active teachers with the classes and subjects they teach", async () => {
    const sisterTeacher = await t.make.user({
      type: 'T',
      organisation: w.sisterSchool,
      firstName: 'Ines',
      lastName: 'Abara',
    });
    const sisterTeaching = await t.make.teach(sisterTeacher, w.sisterClass, 'Mathematics');
    const gone = await t.make.user({ type: 'T', organisation: w.sisterSchool, lastName: 'Gone' });
    await t.make.teach(gone, w.sisterClass, 'Science');
    await t.make.deactivate(gone);

    const district = await as(w.districtAdmin).call(accounts.getHierarchy);
    const teachersOf = (name: string) =>
      district.schools.find((s) => s.name === name)?.teachers ?? [];
    const sisterTeachers = teachersOf(w.sisterSchool.name);
    expect(sisterTeachers[0]).toEqual({
      teacher_token: sisterTeacher.token,
      first_name: 'Ines',
      last_name: 'Abara',
      teaching: [{ class_id: w.sisterClass.id, subject_id: sisterTeaching.subjectId }],
    });
    expect(sisterTeachers.map((t) => t.teacher_token)).not.toContain(gone.token);
    // Each school lists its own teachers only.
    expect(sisterTeachers.map((t) => t.teacher_token)).not.toContain(w.teacher.token);
    expect(teachersOf(w.school.name)).toContainEqual(
      expect.objectContaining({
        teacher_token: w.teacher.token,
        teaching: [{ class_id: w.sixA.id, subject_id: expect.any(Number) }],
      }),
    );
    const school = await as(w.schoolAdmin).call(accounts.getHierarchy);
    const tokens = school.schools.flatMap((s) => s.teachers.map((t) => t.teacher_token));
    expect(tokens).toContain(w.teacher.token);
    expect(tokens).not.toContain(sisterTeacher.token);
  });
});
