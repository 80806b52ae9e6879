import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchoolWorld, type SchoolWorld } from '../../test/school-world.js';
import { authHeader, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let w: SchoolWorld;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  w = await buildSchoolWorld(t);
  for (const who of ['districtAdmin', 'schoolAdmin', 'otherAdmin', 'teacher', 'student'] as const) {
    tokens[who] = await t.signIn(w[who].email);
  }
});
afterAll(() => t.close());

type Who = 'districtAdmin' | 'schoolAdmin' | 'otherAdmin' | 'teacher' | 'student';
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: authHeader(tokens[who] ?? ''),
    ...(payload ? { payload } : {}),
  });

describe('GET /api/v2/accounts/users/', () => {
  it("lists the district's users to a district administrator, paged", async () => {
    const response = await call(
      'districtAdmin',
      'GET',
      '/api/v2/accounts/users/?per_page=2&user_type=S',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    const emails = body.results.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining([w.student.email, w.sisterStudent.email]));
    expect(emails).not.toContain(w.otherStudent.email);
    expect(body.results[0]).not.toHaveProperty('password_hash');
  });

  it('lists only their school to a school administrator, with class and teaching', async () => {
    const response = await call('schoolAdmin', 'GET', '/api/v2/accounts/users/?per_page=100');
    const results = response.json().results as {
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
    const byName = await call('districtAdmin', 'GET', '/api/v2/accounts/users/?search=lucas%20mor');
    expect(byName.json().results.map((u: { email: string }) => u.email)).toEqual([w.student.email]);
    const wildcard = await call('districtAdmin', 'GET', '/api/v2/accounts/users/?search=%25');
    expect(wildcard.json().count).toBe(0);
  });

  it('pages with next and previous and caps per_page', async () => {
    const first = await call('districtAdmin', 'GET', '/api/v2/accounts/users/?per_page=2&page=1');
    expect(first.json()).toMatchObject({ next: 2, previous: null });
    const capped = await call('districtAdmin', 'GET', '/api/v2/accounts/users/?per_page=1000');
    expect(capped.statusCode).toBe(400);
    expect(capped.json().errors).toHaveProperty('per_page');
  });

  it('refuses teachers and students with 403', async () => {
    expect((await call('teacher', 'GET', '/api/v2/accounts/users/')).statusCode).toBe(403);
    expect((await call('student', 'GET', '/api/v2/accounts/users/')).statusCode).toBe(403);
  });
});

describe('creating users', () => {
  it('creates a student in a class and emails a link to choose a password', async () => {
    const response = await call('schoolAdmin', 'POST', '/api/v2/accounts/users/', {
      user_type: 'S',
      email: 'New.Student@School.test',
      first_name: 'Nia',
      last_name: 'Adeyemi',
      school_token: w.school.token,
      class_id: w.sevenA.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'new.student@school.test',
      class: { class_name: '7A' },
      is_active: true,
    });
    const mail = await t.db.query.outboxMessages.findFirst({
      where: (m, { eq }) => eq(m.toAddress, 'new.student@school.test'),
    });
    expect(mail?.textBody).toMatch(/\/reset-password#key=[A-Za-z0-9_-]{43}/);
  });

  it('refuses a duplicate email, a foreign school and a class of another school, with field errors', async () => {
    const base = { user_type: 'S', first_name: 'A', last_name: 'B', school_token: w.school.token };
    const duplicate = await call('schoolAdmin', 'POST', '/api/v2/accounts/users/', {
      ...base,
      email: w.student.email,
    });
    expect(duplicate.json().errors).toHaveProperty('email');
    const foreign = await call('schoolAdmin', 'POST', '/api/v2/accounts/users/', {
      ...base,
      email: 'x1@school.test',
      school_token: w.sisterSchool.token,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('school_token');
    const wrongClass = await call('schoolAdmin', 'POST', '/api/v2/accounts/users/', {
      ...base,
      email: 'x2@school.test',
      class_id: w.otherClass.id,
    });
    expect(wrongClass.json().errors).toHaveProperty('class_id');
    const missing = await call('schoolAdmin', 'POST', '/api/v2/accounts/users/', {
      user_type: 'C',
    });
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['user_type', 'email', 'first_name']),
    );
  });

  it('creates a teacher with a temporary password that must be changed', async () => {
    const response = await call('districtAdmin', 'POST', '/api/v2/accounts/users/', {
      user_type: 'T',
      email: 'temp.teacher@school.test',
      first_name: 'Tom',
      last_name: 'Lind',
      school_token: w.sisterSchool.token,
      temporary_password: 'temporary words here',
    });
    expect(response.statusCode).toBe(201);
    const token = await t.signIn('temp.teacher@school.test', 'temporary words here');
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/check-password-reset',
      headers: authHeader(token),
      payload: {},
    });
    expect(check.json()).toMatchObject({ valid: true, must_change_password: true });
  });
});

describe('editing users', () => {
  it('moves a student to another class of the school', async () => {
    const student = await t.make.user({ type: 'S', organisation: w.school });
    await t.make.enrol(student, w.sixA);
    const response = await call('schoolAdmin', 'PATCH', `/api/v2/accounts/users/${student.token}`, {
      class_id: w.sevenA.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().class).toEqual({ class_id: w.sevenA.id, class_name: '7A' });
    const elsewhere = await call(
      'schoolAdmin',
      'PATCH',
      `/api/v2/accounts/users/${student.token}`,
      { class_id: w.sisterClass.id },
    );
    expect(elsewhere.statusCode).toBe(400);
  });

  it('deactivates a user, whose tokens stop at once, and reactivates them', async () => {
    const student = await t.make.user({ type: 'S', organisation: w.school });
    const token = await t.signIn(student.email);
    const off = await call('schoolAdmin', 'PATCH', `/api/v2/accounts/users/${student.token}`, {
      is_active: false,
    });
    expect(off.json().is_active).toBe(false);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/account-settings',
      headers: authHeader(token),
    });
    expect(after.statusCode).toBe(401);
    await call('schoolAdmin', 'PATCH', `/api/v2/accounts/users/${student.token}`, {
      is_active: true,
    });
    expect(await t.signIn(student.email)).toBeTruthy();
  });

  it("answers 404 for another school's or district's user, and for unknown tokens", async () => {
    for (const target of [w.sisterStudent, w.otherStudent]) {
      const response = await call(
        'schoolAdmin',
        'PATCH',
        `/api/v2/accounts/users/${target.token}`,
        { first_name: 'X' },
      );
      expect(response.statusCode).toBe(404);
      expect(
        (await call('schoolAdmin', 'GET', `/api/v2/accounts/users/${target.token}`)).statusCode,
      ).toBe(404);
    }
    expect(
      (await call('otherAdmin', 'GET', `/api/v2/accounts/users/${w.student.token}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('schoolAdmin', 'GET', '/api/v2/accounts/users/not-a-token')).statusCode,
    ).toBe(404);
  });

  it('does not let an administrator edit an administrator', async () => {
    const response = await call(
      'districtAdmin',
      'PATCH',
      `/api/v2/accounts/users/${w.schoolAdmin.token}`,
      { is_active: false },
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses fields that cannot be changed', async () => {
    const response = await call(
      'schoolAdmin',
      'PATCH',
      `/api/v2/accounts/users/${w.student.token}`,
      { user_type: 'C' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('user_type');
  });
});

describe('teaching assignments', () => {
  it('gives a teacher a class and subject, refuses the same twice, and takes it away', async () => {
    const teacher = await t.make.user({ type: 'T', organisation: w.school });
    const url = `/api/v2/accounts/users/${teacher.token}/teaching`;
    const added = await call('schoolAdmin', 'POST', url, {
      class_id: w.sevenA.id,
      subject_id: w.sixA.gradeId === 0 ? 0 : 2,
    });
    expect(added.statusCode).toBe(201);
    const assignment = added.json().teaching[0];
    expect(assignment).toMatchObject({ class_name: '7A' });
    expect(
      (
        await call('schoolAdmin', 'POST', url, {
          class_id: w.sevenA.id,
          subject_id: assignment.subject_id,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('schoolAdmin', 'POST', url, { class_id: w.sisterClass.id, subject_id: 1 }))
        .statusCode,
    ).toBe(400);
    const removed = await call('schoolAdmin', 'DELETE', `${url}/${assignment.teacher_assign_id}`);
    expect(removed.json().teaching).toEqual([]);
    expect(
      (await call('schoolAdmin', 'DELETE', `${url}/${assignment.teacher_assign_id}`)).statusCode,
    ).toBe(404);
  });
});

describe('validate/user and hierarchy-lov', () => {
  it('checks an email for staff', async () => {
    const taken = await call('teacher', 'POST', '/api/v2/accounts/validate/user', {
      email: w.student.email,
    });
    expect(taken.json()).toMatchObject({
      valid: false,
      errors: { email: [expect.stringMatching(/already exists/)] },
    });
    const free = await call('schoolAdmin', 'POST', '/api/v2/accounts/validate/user', {
      email: 'free@school.test',
    });
    expect(free.json()).toEqual({ valid: true, errors: {} });
    const bad = await call('schoolAdmin', 'POST', '/api/v2/accounts/validate/user', {
      email: 'nope',
    });
    expect(bad.json().valid).toBe(false);
    expect(
      (await call('student', 'POST', '/api/v2/accounts/validate/user', { email: 'a@b.c' }))
        .statusCode,
    ).toBe(403);
  });

  it('returns the district and the schools the caller may see, with classes', async () => {
    const district = await call(
      'districtAdmin',
      'POST',
      '/api/v2/accounts/positions/hierarchy-lov',
    );
    expect(district.statusCode).toBe(200);
    expect(district.json().schools.map((s: { name: string }) => s.name)).toEqual([
      w.school.name,
      w.sisterSchool.name,
    ]);
    expect(district.json().subjects.map((s: { name: string }) => s.name)).toEqual([
      'Mathematics',
      'Robotics',
      'Science',
    ]);
    const teacher = await call('teacher', 'POST', '/api/v2/accounts/positions/hierarchy-lov');
    expect(teacher.json().schools).toHaveLength(1);
    expect(
      teacher.json().schools[0].classes.map((c: { class_name: string }) => c.class_name),
    ).toEqual(['6A', '7A']);
    expect(
      (await call('student', 'POST', '/api/v2/accounts/positions/hierarchy-lov')).statusCode,
    ).toBe(403);
  });
});
