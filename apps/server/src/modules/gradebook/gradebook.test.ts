import { gradebook } from '@kitlab/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignments } from '../../db/schema/index.js';
import { setTimeZone, useAssignmentTest } from '../../test/assignment-world.js';
import { useClassWork } from '../../test/class-work.js';
import { createKitFactsCache } from '../assignments/index.js';
import { createGradebookRepository, type GradebookRepository } from './gradebook.repository.js';
import { createGradebookService } from './gradebook.service.js';

const { t, w, as } = useAssignmentTest();
const work = useClassWork(w);
interface Grid {
  columns: { assignment_id: number; activity_id: number; title: string }[];
  rows: {
    student: { first_name: string };
    cells: {
      status: string;
      score: { percentage: number | null } | null;
      attempts: number;
      answer_header_id: number | null;
      submitted_at: string | null;
    }[];
  }[];
}

const statuses = (grid: Grid) =>
  grid.rows.map((row) => [row.student.first_name, ...row.cells.map((cell) => cell.status)]);

describe('/api/v2/assignments/gradebook/', () => {
  it("lays out 6A's students by name against its work, soonest due first, without cancelled work", async () => {
    const response = await as(w.teacher).call(gradebook.getClassGradebook, {
      query: { class_id: w.sixA.id },
    });
    const grid = response as Grid;
    expect(response).toMatchObject({
      class_id: w.sixA.id,
      class_name: '6A',
      today: '2030-03-10',
    });
    const { quiz, worksheet, quest, districtQuiz } = work.activities;
    expect(grid.columns.map((c) => [c.assignment_id, c.activity_id])).toEqual([
      [work.closed.id, expect.any(Number)],
      [work.late.id, expect.any(Number)],
      [work.districtQuizWork.id, districtQuiz.id],
      [work.science6A.id, quiz.id],
      [work.science6A.id, worksheet.id],
      [work.science6A.id, quest.id],
    ]);
    // On 10 March: the closed kit (due 5 March) and the late quest (due 8 March) are overdue
    // unless handed in; a quiz is marked on submission, a worksheet or quest waits for marks.
    expect(statuses(grid)).toEqual([
      ['Amara', 'overdue', 'submitted', 'not_started', 'marked', 'submitted', 'not_started'],
      ['Lucas', 'overdue', 'overdue', 'marked', 'in_progress', 'not_started', 'not_started'],
      ['Zoe', 'overdue', 'overdue', 'not_started', 'marked', 'submitted', 'submitted'],
    ]);
    expect(grid.rows[2]?.cells[3]).toMatchObject({
      attempts: 2,
      score: { percentage: 100 },
      answer_header_id: work.attempts.zoeQuizAgain.id,
      submitted_at: '2030-03-09T10:00:00.000Z',
    });
    expect(grid.rows[0]?.cells[3]?.score).toEqual({
      marksObtained: 8,
      totalMarks: 10,
      percentage: 80,
    });
  });

  it('is open to every teacher of the class, whatever subject they teach there', async () => {
    const response = await as(w.colleague).call(gradebook.getClassGradebook, {
      query: { class_id: w.sixA.id },
    });
    expect((response as Grid).rows).toHaveLength(3);
  });

  it("answers 404 for another teacher's class and another school's, 403 to students and administrators", async () => {
    for (const [who, classId] of [
      [w.sevenTeacher, w.sixA.id],
      [w.teacher, w.otherClass.id],
      [w.teacher, w.sisterClass.id],
      [w.otherTeacher, w.sixA.id],
      [w.teacher, 999_999],
    ] as const) {
      const response = await as(who).send(gradebook.getClassGradebook, {
        query: { class_id: classId },
      });
      expect(response.status, `${who.email} ${classId}`).toBe(404);
      expect(response.error).toMatchObject({ detail: 'No such class.' });
    }
    for (const who of [w.student, w.schoolAdmin, w.districtAdmin]) {
      const response = await as(who).send(gradebook.getClassGradebook, {
        query: { class_id: w.sixA.id },
      });
      expect(response.status, who.email).toBe(403);
    }
    const bad = await as(w.teacher).send(gradebook.getClassGradebook, {
      query: { class_id: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.errors).toHaveProperty('class_id');
  });

  it('answers a class with no students or work with empty rows and columns, and leaves out leavers', async () => {
    const empty = await t.make.schoolClass(w.school, '6D');
    await t.make.teach(w.teacher, empty, 'Science');
    const none = await as(w.teacher).call(gradebook.getClassGradebook, {
      query: { class_id: empty.id },
    });
    expect(none).toMatchObject({ class_name: '6D', columns: [], rows: [] });

    const leaver = await t.make.user({ type: 'S', organisation: w.school, firstName: 'Leaver' });
    await t.make.enrol(leaver, w.sixB);
    await t.make.deactivate(leaver);
    const sixB = await as(w.teacher).call(gradebook.getClassGradebook, {
      query: { class_id: w.sixB.id },
    });
    const grid = sixB as Grid;
    expect(grid.columns.map((c) => c.assignment_id)).toEqual([
      work.science6B.id,
      work.science6B.id,
      work.science6B.id,
    ]);
    expect(grid.rows.map((row) => row.student.first_name)).not.toContain('Leaver');
    expect(grid.rows).toHaveLength(1);
  });

  it('reads a class in one statement, none per student or cell', async () => {
    const repo = createGradebookRepository(t.db);
    const called: string[] = [];
    const counted = Object.fromEntries(
      Object.entries(repo).map(([name, read]) => [
        name,
        (...args: never[]) => {
          called.push(name);
          return (read as (...a: never[]) => unknown)(...args);
        },
      ]),
    ) as GradebookRepository;
    const service = createGradebookService({
      repo: counted,
      clock: t.clock,
      kitFacts: createKitFactsCache(t.db),
    });
    const user = {
      id: w.teacher.id,
      token: '',
      organisationId: w.school.id,
      userType: 'T' as const,
    };
    const grid = await service.classGradebook({ ...user, authTokenId: 0 }, w.sixA.id);
    expect(grid.rows.length * grid.columns.length).toBe(18);
    expect(called).toEqual(['scene']);
  });

  it("works out overdue on the school's own date", async () => {
    const dueToday = await w.kitsOf.assignment({
      schoolClass: w.sixB,
      kit: w.robotics.kit,
      teacher: w.teacher,
      dueDate: '2030-03-10',
    });
    const statusOfDueToday = async () => {
      const grid = await as(w.teacher).call(gradebook.getClassGradebook, {
        query: { class_id: w.sixB.id },
      });
      const index = (grid as Grid).columns.findIndex((c) => c.assignment_id === dueToday.id);
      return [grid.today, (grid as Grid).rows[0]?.cells[index]?.status];
    };
    try {
      expect(await statusOfDueToday()).toEqual(['2030-03-10', 'not_started']);
      // 12:00 UTC on 10 March is already 11 March in Kiribati (UTC+14).
      await setTimeZone(t, w.school, 'Pacific/Kiritimati');
      expect(await statusOfDueToday()).toEqual(['2030-03-11', 'overdue']);
    } finally {
      await setTimeZone(t, w.school, 'UTC');
      await t.db
        .update(assignments)
        .set({ state: 'cancelled' })
        .where(eq(assignments.id, dueToday.id));
    }
  });
});
