import { describe, expect, it } from 'vitest';
import { kitMediaFiles } from '../../db/schema/index.js';
import { useAssignmentTest } from '../../test/assignment-world.js';

const { t, w, call } = useAssignmentTest();

type Summary = { kit_token: string; status: string; due_date: string | null };
const find = (results: Summary[], token: string) => results.find((kit) => kit.kit_token === token);
const statusOf = (results: Summary[], token: string) => find(results, token)?.status;

describe('the kit library reads real assignments', () => {
  it('moves a kit from Not Assigned to Assigned for the teacher and into the class library', async () => {
    const kit = w.science.kit;
    const before = await call(w.teacher, 'POST', '/api/kits/teacher/library', { per_page: 50 });
    expect(find(before.json().results, kit.token)).toMatchObject({
      status: 'Not Assigned',
      due_date: null,
    });
    const empty = await call(w.student, 'POST', '/api/kits/student/library', {
      class: w.sixA.id,
    });
    expect(empty.json().results).toEqual([]);

    const created = await call(w.teacher, 'POST', '/api/v2/assignments/', {
      kit_id: kit.id,
      class_ids: [w.sixA.id],
      due_date: '2030-03-20',
    });
    expect(created.statusCode).toBe(201);

    const after = await call(w.teacher, 'POST', '/api/kits/teacher/library', { per_page: 50 });
    expect(statusOf(after.json().results, kit.token)).toBe('Assigned');
    const mine = await call(w.student, 'POST', '/api/kits/student/library', { class: w.sixA.id });
    expect(mine.json().results.map((k: Summary) => k.kit_token)).toEqual([kit.token]);
    expect(find(mine.json().results, kit.token)).toMatchObject({
      status: 'Assigned',
      due_date: '2030-03-20',
    });
    const sixB = await call(w.sixBStudent, 'POST', '/api/kits/student/library', {});
    expect(sixB.json().results).toEqual([]);

    const recent = await call(w.student, 'GET', '/api/kits/student/recentlyassigned');
    expect(recent.statusCode).toBe(200);
    expect(recent.json().results).toHaveLength(1);
    const teacherRecent = await call(w.teacher, 'GET', '/api/kits/teacher/recentlyassigned');
    expect(teacherRecent.json().results[0]).toMatchObject({ class_name: '6A' });
    // A second class's earlier date is the teacher's nearest; 6A's students keep their own.
    const sixBWork = await call(w.teacher, 'POST', '/api/v2/assignments/', {
      kit_id: kit.id,
      class_ids: [w.sixB.id],
      due_date: '2030-03-15',
    });
    const teacherDue = async () =>
      find(
        (await call(w.teacher, 'POST', '/api/kits/teacher/library', { per_page: 50 })).json()
          .results,
        kit.token,
      )?.due_date;
    const studentDue = async (student: { email: string }) =>
      find((await call(student, 'POST', '/api/kits/student/library', {})).json().results, kit.token)
        ?.due_date;
    expect(await teacherDue()).toBe('2030-03-15');
    expect(await studentDue(w.student)).toBe('2030-03-20');
    expect(await studentDue(w.sixBStudent)).toBe('2030-03-15');

    // Only open work has a due date to show: once 6B's is marked complete, 6A's is the nearest.
    await call(w.teacher, 'POST', '/api/v2/assignments/complete/', {
      assignment_id: sixBWork.json().results[0].assignment_id,
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
    const created = await call(w.teacher, 'POST', '/api/v2/assignments/', {
      kit_id: kit.id,
      class_ids: [w.sixB.id],
      due_date: '2030-03-20',
    });
    const cover = created.json().results[0].cover;
    expect(cover).toEqual({ file: `/api/kits/media/${kit.token}/${sha256}.svg`, alt: 'Cover' });
    const library = await call(w.teacher, 'POST', '/api/kits/teacher/library', { per_page: 50 });
    expect(library.json().results.find((k: Summary) => k.kit_token === kit.token).cover).toEqual(
      cover,
    );
  });
});
