import { activities, notifications as calls } from '@kitlab/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, useActivityTest } from '../../test/activity-world.js';
import { notificationRowsOf } from '../../test/notification-rows.js';

const { t, w, as, giveAssignmentInScience, handInQuest } = useActivityTest();
type Person = Awaited<ReturnType<ActivityWorld['freshStudent']>>;
const step = (index: number) => w.quest.steps[index]?.id ?? 0;

const handInsOf = (userId: number) => notificationRowsOf(t.db, userId, { kind: 'work_handed_in' });

let scienceColleague: Person;
let roboticsTeacher: Person;
let sevenATeacher: Person;

describe('teachers told of hand-ins to mark', () => {
  beforeAll(async () => {
    await giveAssignmentInScience();
    scienceColleague = await t.make.user({ type: 'T', organisation: w.school, lastName: 'Sci' });
    await t.make.teach(scienceColleague, w.sixA, 'Science');
    roboticsTeacher = await t.make.user({ type: 'T', organisation: w.school, lastName: 'Bot' });
    await t.make.teach(roboticsTeacher, w.sixA, 'Robotics');
    sevenATeacher = await t.make.user({ type: 'T', organisation: w.school, lastName: 'Seven' });
    await t.make.teach(sevenATeacher, w.sevenA, 'Science');
  });

  it('gathers five hand-ins of an activity into one row per teacher who reaches the work', async () => {
    const students = [];
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      const student = await w.freshStudent(name);
      students.push(student);
      await handInQuest(student);
    }
    const title = `5 hand-ins of ${w.quest.activity.title} to mark`;
    const link = `/submissions/${w.kit.token}/${w.quest.activity.id}?class=${w.sixA.id}`;
    for (const teacher of [w.teacher, scienceColleague]) {
      const rows = await handInsOf(teacher.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ title, link, groupCount: 5, readAt: null });
      expect(rows[0]?.body).toBe('From 6A: open the submissions to mark them.');
    }
    const listed = await as(w.teacher).call(calls.listNotifications, { query: {} });
    expect(listed.results.filter((row) => row.kind === 'work_handed_in')).toEqual([
      expect.objectContaining({ title, link }),
    ]);
    // Teachers of the class in another subject, of another class, and students: nothing.
    for (const nobody of [roboticsTeacher, sevenATeacher, ...students, w.student]) {
      expect(await handInsOf(nobody.id)).toEqual([]);
    }
  });

  it('starts a new row once the teacher has read it, and counts a redo handed in again', async () => {
    const [open] = await handInsOf(w.teacher.id);
    await as(w.teacher).call(calls.markNotificationRead, { params: { id: open?.id ?? 0 } });
    const student = await w.freshStudent('Redo');
    const attempt = await handInQuest(student);
    const fresh = (await handInsOf(w.teacher.id)).filter((row) => row.readAt === null);
    expect(fresh.map((row) => [row.title, row.groupCount])).toEqual([
      [`1 hand-in of ${w.quest.activity.title} to mark`, 1],
    ]);

    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: attempt, activity_detail_id: step(1), note: 'Count again.' },
    });
    await as(student).call(activities.saveStepResponse, {
      body: { activity_id: w.quest.activity.id, activity_detail_id: step(1), text: 'Three.' },
    });
    await as(student).call(activities.completeAnswer, { params: { id: attempt }, body: {} });
    const unread = (await handInsOf(w.teacher.id)).filter((row) => row.readAt === null);
    expect(unread.map((row) => [row.title, row.groupCount])).toEqual([
      [`2 hand-ins of ${w.quest.activity.title} to mark`, 2],
    ]);
  });

  it('tells nobody of a quiz, which is marked as it is handed in', async () => {
    const student = await w.freshStudent('Quiz');
    const before = (await handInsOf(w.teacher.id)).map((row) => [row.id, row.groupCount]);
    const started = await as(student).call(activities.startAttempt, {
      body: { activity_id: w.quiz.activity.id },
    });
    await as(student).call(activities.completeAnswer, {
      params: { id: started.answer_header_id },
      body: {},
    });
    expect((await handInsOf(w.teacher.id)).map((row) => [row.id, row.groupCount])).toEqual(before);
  });
});
