import { activities, discussions, reports, studentRecords } from '@kitlab/contract';
import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffReads } from '../../db/schema/index.js';
import { useDiscussionTest } from '../../test/discussion-test-world.js';
import { clientOf, sqlTextOf } from '../../test/statements-sent.js';
import { recordStaffRead, type StaffReadEntry } from './record-staff-read.js';

const { t, w, as, askOnStep, handInQuest } = useDiscussionTest();

/** The entries written since `before` (an id), oldest first. */
async function entriesAfter(before: number) {
  const rows = await t.db.select().from(staffReads).orderBy(desc(staffReads.id));
  return rows
    .filter((row) => row.id > before)
    .reverse()
    .map(({ id: _id, ...row }) => row);
}

async function lastEntryId() {
  const [last] = await t.db
    .select({ id: staffReads.id })
    .from(staffReads)
    .orderBy(desc(staffReads.id))
    .limit(1);
  return last?.id ?? 0;
}

/** What `read` wrote to the record of staff reads, by time then record. */
async function entriesOf(read: () => Promise<unknown>) {
  const before = await lastEntryId();
  await read();
  const entries = await entriesAfter(before);
  return entries.sort(
    (a, b) => a.readAt.getTime() - b.readAt.getTime() || a.record.localeCompare(b.record),
  );
}

const questTitle = () => w.quest.activity.title;
let attemptId = 0;

beforeAll(async () => {
  attemptId = await handInQuest(w.student);
});

describe('reads of a student’s records by staff', () => {
  it("records a teacher reading a student's attempt: their answers and uploads, who and when", async () => {
    const readAt = t.clock.now();
    const entries = await entriesOf(() =>
      as(w.teacher).call(activities.getStudentResponses, {
        query: { answer_header_id: attemptId },
      }),
    );
    const entry = {
      organisationId: w.school.id,
      staffId: w.teacher.id,
      studentId: w.student.id,
      detail: questTitle(),
      readAt,
    };
    expect(entries).toEqual([
      { ...entry, record: 'answers' },
      { ...entry, record: 'uploads' },
    ]);
  });

  it("records the answer sheet beside a student's attempt, and not a student reading their own", async () => {
    const query = { type: 'question' as const, student: w.student.token };
    const params = { id: w.quest.activity.id };
    const byTeacher = await entriesOf(() =>
      as(w.teacher).call(activities.getAnswerSheet, { params, query }),
    );
    expect(byTeacher.map((e) => [e.record, e.staffId, e.studentId, e.detail])).toEqual([
      ['answers', w.teacher.id, w.student.id, questTitle()],
      ['uploads', w.teacher.id, w.student.id, questTitle()],
    ]);
    const own = await entriesOf(() =>
      as(w.student).call(activities.getAnswerSheet, { params, query }),
    );
    expect(own).toEqual([]);
    // The sheet alone (no student) holds nobody's work.
    const keys = await entriesOf(() =>
      as(w.teacher).call(activities.getAnswerSheet, { params, query: { kit_id: w.kit.id } }),
    );
    expect(keys).toEqual([]);
  });

  it("records a teacher fetching a discussion with a student, not the student's own fetch", async () => {
    const asked = await askOnStep(w.student, 'Does the sensor need a battery?');
    const body = { discussion_token: asked.discussion_token };
    const readAt = t.clock.now();
    const byTeacher = await entriesOf(() =>
      as(w.teacher).call(discussions.getDiscussion, { body }),
    );
    expect(byTeacher).toEqual([
      {
        organisationId: w.school.id,
        staffId: w.teacher.id,
        studentId: w.student.id,
        record: 'messages',
        detail: questTitle(),
        readAt,
      },
    ]);
    const own = await entriesOf(() => as(w.student).call(discussions.getDiscussion, { body }));
    expect(own).toEqual([]);
  });

  it("records the teacher's reports of one student, not of the whole class", async () => {
    const one = { class_id: w.sixA.id, student_id: w.student.id };
    const entries = await entriesOf(async () => {
      await as(w.teacher).call(reports.getTopicDetails, { query: one });
      await as(w.teacher).call(reports.getLearningProgress, { query: one });
    });
    expect(entries.map((e) => [e.record, e.staffId, e.studentId, e.detail])).toEqual([
      ['report', w.teacher.id, w.student.id, 'Progress by topic, 6A'],
      ['report', w.teacher.id, w.student.id, 'Progress week by week, 6A'],
    ]);
    const whole = await entriesOf(() =>
      as(w.teacher).call(reports.getTopicDetails, { query: { class_id: w.sixA.id } }),
    );
    expect(whole).toEqual([]);
  });

  it("records each student the administrators' report lists once a class is chosen", async () => {
    const school = await entriesOf(() =>
      as(w.schoolAdmin).call(reports.getAdminReport, { body: {} }),
    );
    expect(school).toEqual([]);
    const entries = await entriesOf(() =>
      as(w.schoolAdmin).call(reports.getAdminReport, { body: { class_id: w.sixA.id } }),
    );
    const listed = entries.map((e) => [e.record, e.staffId, e.studentId, e.detail]);
    expect(listed).toContainEqual([
      'report',
      w.schoolAdmin.id,
      w.student.id,
      'Administrators’ report, 6A',
    ]);
    expect(listed).toContainEqual([
      'report',
      w.schoolAdmin.id,
      w.classmate.id,
      'Administrators’ report, 6A',
    ]);
  });
});

describe('GET /api/v2/student-records/staff-reads', () => {
  it('lists the reads of a student, newest first, paged, for an administrator of their school or district', async () => {
    const query = { student_token: w.student.token, per_page: 2 };
    const first = await as(w.schoolAdmin).call(studentRecords.listStaffReads, { query });
    const all = await t.db.select().from(staffReads);
    const ofStudent = all.filter((row) => row.studentId === w.student.id);
    expect(first.count).toBe(ofStudent.length);
    expect(first.next).toBe(2);
    expect(first.results).toHaveLength(2);
    const newest = first.results[0];
    expect(newest).toMatchObject({
      staff: { user_token: w.schoolAdmin.token },
      student: {
        user_token: w.student.token,
        name: `${w.student.firstName} ${w.student.lastName}`,
      },
      record: 'report',
    });
    const byDistrict = await as(w.districtAdmin).call(studentRecords.listStaffReads, { query });
    expect(byDistrict).toEqual(first);
    const second = await as(w.schoolAdmin).call(studentRecords.listStaffReads, {
      query: { ...query, page: 2 },
    });
    expect(second.previous).toBe(1);
    const past = await as(w.schoolAdmin).call(studentRecords.listStaffReads, {
      query: { ...query, page: 99 },
    });
    expect(past).toMatchObject({ count: first.count, results: [], next: null });
    const times = [...first.results, ...second.results].map((r) => r.read_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by school: the district sees each school, another school has none of these', async () => {
    const alder = await as(w.districtAdmin).call(studentRecords.listStaffReads, {
      query: { school_token: w.school.token, per_page: 100 },
    });
    const rows = await t.db.select().from(staffReads);
    expect(alder.count).toBe(rows.filter((r) => r.organisationId === w.school.id).length);
    const birch = await as(w.districtAdmin).call(studentRecords.listStaffReads, {
      query: { school_token: w.sisterSchool.token },
    });
    expect(birch.count).toBe(0);
  });

  it('refuses a student or school outside the administrator’s schools (404) and staff who are not administrators (403)', async () => {
    const other = await as(w.otherAdmin).send(studentRecords.listStaffReads, {
      query: { student_token: w.student.token },
    });
    expect(other.status).toBe(404);
    const school = await as(w.schoolAdmin).send(studentRecords.listStaffReads, {
      query: { school_token: w.otherSchool.token },
    });
    expect(school.status).toBe(404);
    const notStudent = await as(w.schoolAdmin).send(studentRecords.listStaffReads, {
      query: { student_token: w.teacher.token },
    });
    expect(notStudent.status).toBe(404);
    for (const who of [w.teacher, w.student]) {
      const refused = await as(who).send(studentRecords.listStaffReads, { query: {} });
      expect(refused.status).toBe(403);
    }
  });
});

describe('GET /api/v2/student-records/staff-reads/export', () => {
  const exportOf = async (who: { email: string }, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `${studentRecords.STAFF_READS_EXPORT_PATH}?${query}`,
      headers: { authorization: `token ${await t.signIn(who.email)}` },
    });

  it('holds the rows of the list with the same filters, in a file named without the student', async () => {
    const query = { student_token: w.student.token, per_page: 100 };
    const listed = await as(w.schoolAdmin).call(studentRecords.listStaffReads, { query });
    const file = await exportOf(w.schoolAdmin, `student_token=${w.student.token}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).toBe(
      `attachment; filename="staff-reads-${t.clock.now().toISOString().slice(0, 10)}.csv"`,
    );
    expect(disposition).not.toContain(w.student.lastName);
    const [header, ...lines] = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('Read at (UTC),Staff,Student,Record,What was read');
    expect(lines.map((line) => line.split(',')[0])).toEqual(listed.results.map((r) => r.read_at));
    expect(lines.every((line) => line.includes(w.student.lastName))).toBe(true);
  });

  it('refuses another school’s student (404) and teachers (403)', async () => {
    expect((await exportOf(w.otherAdmin, `student_token=${w.student.token}`)).statusCode).toBe(404);
    expect((await exportOf(w.teacher, '')).statusCode).toBe(403);
  });
});

/**
 * Holds the first entries' statement the database's own client is sent until every other
 * statement sent meanwhile has answered, `scenes` of them the reads' scenes, and the reads have
 * run on to their entries: reads served at once then all ask for theirs while that statement is
 * in flight, however slowly the machine runs them. Answers the entries' statements sent.
 */
async function withFirstEntriesHeld(scenes: number, reads: () => Promise<unknown>) {
  const client = clientOf(t.db);
  const query = client.query;
  const entryStatements: string[] = [];
  let inFlight = 0;
  let scenesAnswered = 0;
  let release = () => {};
  const releaseWhenQuiet = () => {
    if (inFlight === 0 && scenesAnswered >= scenes) release();
  };
  const send = (self: unknown, args: unknown[], text: string) => {
    inFlight += 1;
    return Promise.resolve(query.apply(self, args)).finally(() => {
      inFlight -= 1;
      if (text.startsWith('select "classes"."id"')) scenesAnswered += 1;
      releaseWhenQuiet();
    });
  };
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = sqlTextOf(args);
    if (!text.includes('insert into staff_reads')) return send(this, args, text);
    entryStatements.push(text);
    if (entryStatements.length > 1) return send(this, args, text);
    return new Promise<void>((resolve) => {
      release = resolve;
      releaseWhenQuiet();
    })
      .then(() => new Promise((ran) => setImmediate(ran)))
      .then(() => send(this, args, text));
  };
  try {
    await reads();
  } finally {
    client.query = query;
  }
  return entryStatements;
}

// Last: these write entries the lists above would show first.
describe('entries of reads served at once', () => {
  it('writes the entries of reads served at once in fewer statements than reads, before answering', async () => {
    const one = { class_id: w.sixA.id, student_id: w.student.id };
    const reads = 8;
    let statements: string[] = [];
    const entries = await entriesOf(async () => {
      statements = await withFirstEntriesHeld(reads, () =>
        Promise.all(
          Array.from({ length: reads }, () =>
            as(w.teacher).call(reports.getTopicDetails, { query: one }),
          ),
        ),
      );
    });
    expect(entries).toHaveLength(reads);
    expect(statements).toHaveLength(2);
  });

  it('fails only the read whose entry cannot be written, when entries are written together', async () => {
    const entry = (student: StaffReadEntry['student']): StaffReadEntry => ({
      reader: { id: w.teacher.id, userType: 'T' },
      student,
      record: 'report',
      detail: 'Written together',
      readAt: t.clock.now(),
    });
    let results: PromiseSettledResult<void>[] = [];
    const entries = await entriesOf(async () => {
      results = await Promise.allSettled([
        recordStaffRead(t.db, [entry({ id: w.student.id })]),
        recordStaffRead(t.db, [entry({ token: 'not-a-token' })]),
        recordStaffRead(t.db, [entry({ id: w.classmate.id })]),
      ]);
    });
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(entries.map((e) => e.studentId).sort()).toEqual([w.student.id, w.classmate.id].sort());
  });
});
