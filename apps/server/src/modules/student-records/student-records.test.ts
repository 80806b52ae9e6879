import { studentRecords } from '@kitlab/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffReads } from '../../db/schema/index.js';
import { useActivityTest } from '../../test/activity-world.js';
import { buildStudentWithWork, ZEBULON } from '../../test/student-data-world.js';
import { unzipFiles } from '../../test/unzip.js';
import { STUDENT_DATA_PARTS } from './index.js';

const test = useActivityTest();
const { t, w, as, tokenOf } = test;

const exportOf = async (userToken: string, who: { email: string }) =>
  t.app.inject({
    method: 'GET',
    url: studentRecords.studentDataExportPath(userToken),
    headers: { authorization: `token ${await tokenOf(who)}` },
  });

const erase = (userToken: string, who: { email: string }) =>
  as(who).send(studentRecords.eraseStudentData, {
    params: { user_token: userToken },
    body: { confirm: true },
  });

/** What a JSON file of the export holds: its tables by name. */
const tablesOf = (file: Buffer | undefined) =>
  JSON.parse(file?.toString('utf8') ?? '{}') as Record<string, unknown[]>;

describe("a student's data, by an administrator of their school", () => {
  it('is refused to teachers and students (403) and unknown to other schools (404)', async () => {
    for (const who of [w.teacher, w.student]) {
      expect((await exportOf(w.classmate.token, who)).statusCode).toBe(403);
      expect((await erase(w.classmate.token, who)).status).toBe(403);
    }
    // Another school's student, a teacher's token and no one's token are all "no such student".
    for (const userToken of [w.otherStudent.token, w.teacher.token, crypto.randomUUID()]) {
      expect((await exportOf(userToken, w.schoolAdmin)).statusCode).toBe(404);
      expect((await erase(userToken, w.schoolAdmin)).status).toBe(404);
    }
    expect((await exportOf(w.classmate.token, w.otherAdmin)).statusCode).toBe(404);
    expect((await erase(w.classmate.token, w.otherAdmin)).status).toBe(404);
    // A school administrator does not reach the sister school; the district's administrator does.
    expect((await exportOf(w.sisterStudent.token, w.schoolAdmin)).statusCode).toBe(404);
    expect((await exportOf(w.sisterStudent.token, w.districtAdmin)).statusCode).toBe(200);
  });

  it('exports as a zip holding something from every part, with the uploads and a README', async () => {
    const student = await buildStudentWithWork(test);
    const answer = await exportOf(student.token, w.schoolAdmin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const disposition = String(answer.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="student-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(disposition.toLowerCase()).not.toContain(ZEBULON.lastName.toLowerCase());

    const files = await unzipFiles(answer.rawPayload);
    for (const part of STUDENT_DATA_PARTS.filter((p) => p.export)) {
      const tables = tablesOf(files.get(`${part.name}.json`));
      const rows = Object.values(tables).reduce((sum, table) => sum + table.length, 0);
      expect(rows, `${part.name}.json`).toBeGreaterThan(0);
      for (const table of part.csv ?? []) {
        const csv = files.get(`${part.name}-${table}.csv`)?.toString('utf8') ?? '';
        expect(
          csv.split('\r\n').filter(Boolean).length,
          `${part.name}-${table}.csv`,
        ).toBeGreaterThan(1);
      }
    }
    expect(tablesOf(files.get('account.json')).profile).toEqual([
      expect.objectContaining({ email: ZEBULON.email, first_name: ZEBULON.firstName }),
    ]);
    const uploads = tablesOf(files.get('uploads.json')).uploads as {
      file: string;
      bytes: number;
    }[];
    for (const upload of uploads) expect(files.get(upload.file)?.length).toBe(upload.bytes);
    const recorded = await t.db
      .select({ record: staffReads.record })
      .from(staffReads)
      .where(and(eq(staffReads.studentId, student.id), eq(staffReads.staffId, w.schoolAdmin.id)));
    expect(recorded.map((read) => read.record).sort()).toEqual(['answers', 'messages', 'uploads']);
    const readme = files.get('README.txt')?.toString('utf8') ?? '';
    for (const part of STUDENT_DATA_PARTS.filter((p) => p.export)) {
      expect(readme).toContain(`${part.name}.json`);
    }
  });

  it('exports a student without work as their account alone, with no empty CSV', async () => {
    const newcomer = await t.make.user({ type: 'S', organisation: w.school, lastName: 'Newcomer' });
    const answer = await exportOf(newcomer.token, w.schoolAdmin);
    const files = await unzipFiles(answer.rawPayload);
    expect(tablesOf(files.get('account.json')).profile).toHaveLength(1);
    expect(tablesOf(files.get('answers.json'))).toMatchObject({ attempts: [], answers: [] });
    expect([...files.keys()].filter((name) => name.endsWith('.csv'))).toEqual([]);
  });

  it('erases with a receipt the erasures list shows to the administrators of that school only', async () => {
    const leaving = await t.make.user({ type: 'S', organisation: w.school, lastName: 'Leaving' });
    const receipt = await as(w.schoolAdmin).call(studentRecords.eraseStudentData, {
      params: { user_token: leaving.token },
      body: { confirm: true },
    });
    expect(receipt).toMatchObject({
      reason: 'request',
      school: { school_token: w.school.token },
      erased_by: { user_token: w.schoolAdmin.token },
      removed: { account: 1 },
    });
    const listed = await as(w.districtAdmin).call(studentRecords.listErasures, { query: {} });
    expect(listed.results.map((r) => r.receipt)).toContain(receipt.receipt);
    expect(JSON.stringify(listed).toLowerCase()).not.toContain('leaving');
    const elsewhere = await as(w.otherAdmin).call(studentRecords.listErasures, { query: {} });
    expect(elsewhere.results.map((r) => r.receipt)).not.toContain(receipt.receipt);
    expect((await erase(leaving.token, w.schoolAdmin)).status).toBe(404);
  });
});
