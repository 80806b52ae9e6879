import { assignments } from '@kitlab/contract';
import { kitAssignmentStatus } from '@kitlab/domain';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.js';
import { kits } from '../../db/schema/index.js';
import { useAssignmentTest } from '../../test/assignment-world.js';
import { useClassWork } from '../../test/class-work.js';
import { createKitAssignmentSource } from './kit-status.repository.js';

const { t, w, as } = useAssignmentTest();
const work = useClassWork(w);
let source: ReturnType<typeof createKitAssignmentSource>;
beforeAll(() => {
  source = createKitAssignmentSource(t.db);
});

/** The `id` column of a raw query, sorted; both database drivers answer `{ rows }`. */
async function sortedIds(query: SQL): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(t.db, query);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** Each kit's status as the library would read it: the SQL piece evaluated per `kits` row. */
async function statusByTitle(status: ReturnType<typeof source.teacherStatus>) {
  const rows = await t.db
    .select({ title: kits.title, status })
    .from(kits)
    .where(inArray(kits.id, [...kitIds()]))
    .orderBy(asc(kits.title));
  return Object.fromEntries(rows.map((row) => [row.title, row.status]));
}
const kitIds = () =>
  [w.science, w.districtKit, w.robotics, w.foreignKit].map((k) => k.kit.id).concat(lateAndClosed());
const lateAndClosed = () => [work.late.kitId, work.closed.kitId];

describe('kit statuses for the library', () => {
  it("gives a teacher's status across their classes", async () => {
    expect(await statusByTitle(source.teacherStatus(w.teacher.id))).toEqual({
      'Cedar Private': 'Not Assigned',
      'Closed Kit': 'Completed',
      'District Circuits': 'Assigned',
      'Late Kit': 'Assigned',
      'Line Followers': 'Not Assigned',
      'Sensors and Signals': 'Assigned',
    });
    const sevenTeacher = await statusByTitle(source.teacherStatus(w.sevenTeacher.id));
    expect(new Set(Object.values(sevenTeacher))).toEqual(new Set(['Not Assigned']));
  });

  it("gives each student's own status in their class", async () => {
    expect(await statusByTitle(source.studentStatus(w.student.id, w.sixA.id))).toMatchObject({
      'Closed Kit': 'Completed',
      'District Circuits': 'Completed',
      'Late Kit': 'Assigned',
      'Line Followers': 'Not Assigned',
      'Sensors and Signals': 'Assigned',
    });
    expect(await statusByTitle(source.studentStatus(w.thirdStudent.id, w.sixA.id))).toMatchObject({
      'District Circuits': 'Assigned',
      'Sensors and Signals': 'Completed',
    });
  });

  it('agrees with the domain rule applied to what the assignment calls show', async () => {
    const perClass = await as(w.teacher).call(assignments.getClassStatus, {
      body: {
        kit_id: w.districtKit.kit.id,
      },
    });
    const facts = perClass.results.flatMap((r) => r.assignments);
    const sqlStatus = await statusByTitle(source.teacherStatus(w.teacher.id));
    expect(sqlStatus['District Circuits']).toBe(kitAssignmentStatus(facts));

    for (const student of [w.student, w.classmate, w.thirdStudent]) {
      const listed = ([1, 2] as const).map((tab) =>
        as(student).call(assignments.listStudentClassAssignments, { body: { tab, per_page: 100 } }),
      );
      const mine = (await Promise.all(listed)).flatMap((r) => r.results);
      const studentSql = await statusByTitle(source.studentStatus(student.id, w.sixA.id));
      for (const title of ['Sensors and Signals', 'District Circuits', 'Late Kit', 'Closed Kit']) {
        const own = mine
          .filter((a) => a.kit_title === title)
          .map((a) => ({ state: a.state, doneByStudent: a.my_status === 'Completed' }));
        expect(studentSql[title], `${student.lastName} ${title}`).toBe(kitAssignmentStatus(own));
      }
    }
  });

  it('gives the kits of a class and the classes of a kit, leaving out cancelled work', async () => {
    const kitIdsOf6A = await sortedIds(
      sql`select distinct kit_id as id from (${source.kitsAssignedToClass(w.sixA.id)}) as k`,
    );
    expect(kitIdsOf6A).toEqual(
      [w.science.kit.id, w.districtKit.kit.id, work.late.kitId, work.closed.kitId].sort(
        (a, b) => a - b,
      ),
    );
    const classIdsOfScience = await sortedIds(
      sql`select distinct class_id as id from (${source.classesWithKit(w.science.kit.id)}) as c`,
    );
    expect(classIdsOfScience).toEqual(
      [w.sixA.id, w.sixB.id, w.sisterClass.id].sort((a, b) => a - b),
    );
  });
});

describe('recent assignments for the library', () => {
  it("lists the work of a teacher's classes newest first, paged", async () => {
    const { total, rows } = await source.recentForTeacher(w.teacher.id, 3, 0);
    expect(total).toBe(5);
    expect(rows.map((r) => [r.assignmentId, r.status])).toEqual([
      [work.districtQuizWork.id, 'Assigned'],
      [work.science6B.id, 'Assigned'],
      [work.science6A.id, 'Assigned'],
    ]);
    expect(rows[0]).toMatchObject({
      kitId: w.districtKit.kit.id,
      classId: w.sixA.id,
      className: '6A',
      classGradeName: 'Grade 6',
      dueDate: '2030-03-12',
      assignedAt: new Date('2030-03-05T09:00:00Z'),
    });
    const rest = await source.recentForTeacher(w.teacher.id, 3, 3);
    expect(rest.rows.map((r) => [r.assignmentId, r.status])).toEqual([
      [work.late.id, 'Assigned'],
      [work.closed.id, 'Completed'],
    ]);
  });

  it("lists a class's work with a student's own status", async () => {
    const { total, rows } = await source.recentForClass(w.sixA.id, 10, 0, w.student.id);
    expect(total).toBe(4);
    expect(rows.map((r) => [r.assignmentId, r.status])).toEqual([
      [work.districtQuizWork.id, 'Completed'],
      [work.science6A.id, 'Assigned'],
      [work.late.id, 'Assigned'],
      [work.closed.id, 'Completed'],
    ]);
  });
});
