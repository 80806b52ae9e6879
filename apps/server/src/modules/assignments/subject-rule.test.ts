import { assignments, type CallBody } from '@kitlab/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignments as assignmentRows } from '../../db/schema/index.js';
import { useAssignmentTest } from '../../test/assignment-world.js';
import { useClassWork } from '../../test/class-work.js';
import { first } from '../../test/first.js';
import { eventsOfAssignment } from '../../test/learning-events.js';

const { t, w, as } = useAssignmentTest();
const work = useClassWork(w);

type Teacher = typeof w.teacher;
const ids = (list: { assignment_id: number }[]) => list.map((a) => a.assignment_id);

/**
 * 6A's Science work (the Sensors kit and the late quest) is given in the teacher's Science
 * teaching of 6A; the district quiz and the closed kit were given in teachings that have ended.
 * The colleague teaches 6A Mathematics (decision 0039).
 */
describe("6A's Science work, to a teacher of 6A in Mathematics and to its Science teacher", () => {
  beforeAll(async () => {
    const science = await w.kitsOf.teachingOf(w.teacher, w.sixA);
    await t.db
      .update(assignmentRows)
      .set({ teacherAssignId: science.id })
      .where(inArray(assignmentRows.id, [work.science6A.id, work.late.id]));
  });

  it("lists only 6A's work of no subject for the Mathematics teacher, all of it for Science", async () => {
    const classList = (who: Teacher) =>
      as(who).call(assignments.listClassAssignments, { query: { class_id: w.sixA.id } });
    expect(ids((await classList(w.colleague)).results)).toEqual([
      work.closed.id,
      work.districtQuizWork.id,
    ]);
    expect(ids((await classList(w.teacher)).results)).toEqual([
      work.closed.id,
      work.late.id,
      work.districtQuizWork.id,
      work.science6A.id,
    ]);
    const paged = await as(w.colleague).call(assignments.listClassrooms, {
      body: { class_id: w.sixA.id, page: 1, per_page: 20 },
    });
    expect(paged.count).toBe(2);
    const dueThatDay = await as(w.colleague).call(assignments.listDueOnDate, {
      body: { due_date: '2030-03-20', class_id: w.sixA.id },
    });
    expect(dueThatDay.results).toEqual([]);
  });

  it("sums up 6A's completion and each student's latest work from that work only", async () => {
    const summary = await as(w.colleague).call(assignments.getClassCompletion, {
      query: { class_id: w.sixA.id },
    });
    expect(summary).toMatchObject({
      student_count: 3,
      open_assignments: 1,
      completed_assignments: 1,
      results: [{ assignment_id: work.closed.id }, { assignment_id: work.districtQuizWork.id }],
    });
    // Amara and Zoe handed in Science work only; Lucas the district quiz.
    const seen = summary.students.map((s) => [
      s.last_name,
      s.completed_assignments,
      s.latest_work?.answer_header_id ?? null,
    ]);
    expect(seen).toEqual([
      ['Adeyemi', 0, null],
      ['Moreau', 1, work.attempts.lucasDistrictQuiz.id],
      ['Zhang', 0, null],
    ]);
    const science = await as(w.teacher).call(assignments.getClassCompletion, {
      query: { class_id: w.sixA.id },
    });
    expect(science.results).toHaveLength(4);
    expect(science.students.map((s) => s.completed_assignments)).toEqual([1, 1, 1]);
  });

  it('finds none of the Science work by its id: who completed it, a student, an activity', async () => {
    const assignmentId = work.science6A.id;
    const calls = [
      (who: Teacher) =>
        as(who).send(assignments.listStudentsCompleted, { body: { assignment_id: assignmentId } }),
      (who: Teacher) =>
        as(who).send(assignments.getStudentCompletion, {
          body: { assignment_id: assignmentId, student: w.thirdStudent.token },
        }),
      (who: Teacher) =>
        as(who).send(assignments.getActivityCompletion, {
          body: { assignment_id: assignmentId, activity_id: work.activities.quiz.id },
        }),
      (who: Teacher) =>
        as(who).send(assignments.getActivityStats, { body: { assignment_id: assignmentId } }),
    ];
    for (const [index, call] of calls.entries()) {
      const refused = await call(w.colleague);
      expect(refused.status, `call ${index}: ${refused.text}`).toBe(404);
      expect((await call(w.teacher)).status, `call ${index}`).toBe(200);
    }
    const ofNoSubject = await as(w.colleague).send(assignments.listStudentsCompleted, {
      body: { assignment_id: work.districtQuizWork.id },
    });
    expect(ofNoSubject.status).toBe(200);
  });

  it('cannot change, complete or cancel the Science work, which stays as it was', async () => {
    const id = work.late.id;
    const changes: CallBody<typeof assignments.updateAssignment>[] = [
      { assignment_id: id, instructions: 'Bring a torch.' },
      { assignment_id: id, due_date: '2030-03-25', allow_retries: true },
      { assignment_id: id, action: 'cancel' },
    ];
    const rowOf = async () =>
      first(await t.db.select().from(assignmentRows).where(eq(assignmentRows.id, id)));
    const before = await rowOf();
    const eventsBefore = (await eventsOfAssignment(t.db, id)).length;
    for (const body of changes) {
      const refused = await as(w.colleague).send(assignments.updateAssignment, { body });
      expect(refused.status, JSON.stringify(body)).toBe(404);
    }
    for (const completed of [true, false]) {
      const refused = await as(w.colleague).send(assignments.completeAssignment, {
        body: { assignment_id: id, completed },
      });
      expect(refused.status).toBe(404);
    }
    expect(await rowOf()).toEqual(before);
    expect(await eventsOfAssignment(t.db, id)).toHaveLength(eventsBefore);
  });

  it('lets the Science teacher change, complete and cancel it', async () => {
    const id = work.late.id;
    const changed = await as(w.teacher).call(assignments.updateAssignment, {
      body: { assignment_id: id, instructions: 'Bring a torch.' },
    });
    expect(changed.instructions).toBe('Bring a torch.');
    const done = await as(w.teacher).call(assignments.completeAssignment, {
      body: { assignment_id: id },
    });
    expect(done.state).toBe('completed');
    const cancelled = await as(w.teacher).call(assignments.updateAssignment, {
      body: { assignment_id: id, action: 'cancel' },
    });
    expect(cancelled.state).toBe('cancelled');
  });

  it('lets the Mathematics teacher change work whose teaching ended, as every teacher of 6A', async () => {
    const changed = await as(w.colleague).call(assignments.updateAssignment, {
      body: { assignment_id: work.districtQuizWork.id, instructions: 'Pairs.' },
    });
    expect(changed.instructions).toBe('Pairs.');
  });
});

describe('a kit of two subjects, given to 6A by its Science teacher', () => {
  it('covers 6A for its Mathematics teacher too, as work that is not theirs to review', async () => {
    const { kit, activities } = await w.kitsOf.kit({
      subjects: ['Science', 'Mathematics'],
      title: 'Measuring Light',
    });
    const given = await w.kitsOf.assignment({
      schoolClass: w.sixA,
      kit,
      teacher: w.teacher,
      dueDate: '2030-03-22',
      teaching: await w.kitsOf.teachingOf(w.teacher, w.sixA),
    });
    const statusFor = async (who: Teacher) => {
      const status = await as(who).call(assignments.getClassStatus, {
        body: { kit_id: kit.id, activity_id: first(activities).id },
      });
      return status.results.find((r) => r.class_id === w.sixA.id);
    };
    const forScience = await statusFor(w.teacher);
    const forMathematics = await statusFor(w.colleague);
    // One live assignment covers the class whoever teaches it, so neither can give it again...
    for (const seen of [forScience, forMathematics]) {
      expect(seen).toMatchObject({ can_assign: false, covered_by: [given.id] });
    }
    // ...but only the Science teacher reaches its submissions.
    expect(forScience?.assignments).toEqual([
      expect.objectContaining({ assignment_id: given.id, in_your_subjects: true }),
    ]);
    expect(forMathematics?.assignments).toEqual([
      expect.objectContaining({ assignment_id: given.id, in_your_subjects: false }),
    ]);
  });
});
