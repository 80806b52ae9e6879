import { assignments, kits } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { kitMediaFiles } from '../../db/schema/index.js';
import { useAssignmentTest } from '../../test/assignment-world.js';
import { first } from '../../test/first.js';

const { t, w, as } = useAssignmentTest();

type Summary = { kit_token: string; status: string; due_date: string | null };
const find = (results: Summary[], token: string) => results.find((kit) => kit.kit_token === token);
const statusOf = (results: Summary[], token: string) => find(results, token)?.status;

describe('the kit library reads real assignments', () => {
  it('moves a kit from Not Assigned to Assigned for the teacher and into the class library', async () => {
    const kit = w.science.kit;
    const before = await as(w.teacher).call(kits.listTeacherLibrary, { body: { per_page: 50 } });
    expect(find(before.results, kit.token)).toMatchObject({
      status: 'Not Assigned',
      due_date: null,
    });
    const empty = await as(w.student).call(kits.listStudentLibrary, {
      body: {
        class: w.sixA.id,
      },
    });
    expect(empty.results).toEqual([]);

    const created = await as(w.teacher).send(assignments.createAssignments, {
      body: {
        kit_id: kit.id,
        class_ids: [w.sixA.id],
        due_date: '2030-03-20',
      },
    });
    expect(created.status).toBe(201);

    const after = await as(w.teacher).call(kits.listTeacherLibrary, { body: { per_page: 50 } });
    expect(statusOf(after.results, kit.token)).toBe('Assigned');
    const mine = await as(w.student).call(kits.listStudentLibrary, { body: { class: w.sixA.id } });
    expect(mine.results.map((k: Summary) => k.kit_token)).toEqual([kit.token]);
    expect(find(mine.results, kit.token)).toMatchObject({
      status: 'Assigned',
      due_date: '2030-03-20',
    });
    const sixB = await as(w.sixBStudent).call(kits.listStudentLibrary, { body: {} });
    expect(sixB.results).toEqual([]);

    const recent = await as(w.student).call(kits.listStudentRecentlyAssigned);
    expect(recent.results).toHaveLength(1);
    const teacherRecent = await as(w.teacher).call(kits.listTeacherRecentlyAssigned);
    expect(teacherRecent.results[0]).toMatchObject({ class_name: '6A' });
    // A second class's earlier date is the teacher's nearest; 6A's students keep their own.
    const sixBWork = await as(w.teacher).call(assignments.createAssignments, {
      body: {
        kit_id: kit.id,
        class_ids: [w.sixB.id],
        due_date: '2030-03-15',
      },
    });
    const teacherDue = async () =>
      find(
        (await as(w.teacher).call(kits.listTeacherLibrary, { body: { per_page: 50 } })).results,
        kit.token,
      )?.due_date;
    const studentDue = async (student: { email: string }) =>
      find((await as(student).call(kits.listStudentLibrary, { body: {} })).results, kit.token)
        ?.due_date;
    expect(await teacherDue()).toBe('2030-03-15');
    expect(await studentDue(w.student)).toBe('2030-03-20');
    expect(await studentDue(w.sixBStudent)).toBe('2030-03-15');

    // Only open work has a due date to show: once 6B's is marked complete, 6A's is the nearest.
    await as(w.teacher).call(assignments.completeAssignment, {
      body: {
        assignment_id: first(sixBWork.results).assignment_id,
      },
    });
    expect(await teacherDue()).toBe('2030-03-20');
    expect(await studentDue(w.sixBStudent)).toBeNull();
  });

  it("shows an assignment's kit cover at the address the kit library gives it", async () => {
    const { kit } = await w.kitsOf.kit({ title: 'Covered Kit' });
    const sha256 = 'c'.repeat(64);
    await t.db.insert(kitMediaFiles).values({
      kitId: kit.id,
      path: kit.coverFile,
      mediaType: 'image/svg+xml',
      bytes: 100,
      sha256,
    });
    const created = await as(w.teacher).call(assignments.createAssignments, {
      body: {
        kit_id: kit.id,
        class_ids: [w.sixB.id],
        due_date: '2030-03-20',
      },
    });
    const cover = first(created.results).cover;
    expect(cover).toEqual({ file: `/api/kits/media/${kit.token}/${sha256}.svg`, alt: 'Cover' });
    const library = await as(w.teacher).call(kits.listTeacherLibrary, { body: { per_page: 50 } });
    expect(library.results.find((k) => k.kit_token === kit.token)?.cover).toEqual(cover);
  });
});
