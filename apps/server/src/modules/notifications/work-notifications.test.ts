import { activities, notifications as calls } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useActivityTest } from '../../test/activity-world.js';
import { notificationRowsOf } from '../../test/notification-rows.js';

const { t, w, as, handInQuest } = useActivityTest();
const step = (index: number) => w.quest.steps[index]?.id ?? 0;

const mark = (id: number, marks: number[]) =>
  as(w.teacher).call(activities.markResponses, {
    body: {
      answer_header_id: id,
      marks: marks.map((marks_obtained, index) => ({
        activity_detail_id: step(index),
        marks_obtained,
      })),
    },
  });

const ofKind = (userId: number, kind: 'work_marked' | 'work_returned') =>
  notificationRowsOf(t.db, userId, { kind });

describe('notifications of marked and returned work', () => {
  it('tells the student their work is marked, with the score, and nobody else', async () => {
    const student = await w.freshStudent('Marked');
    expect(await ofKind(student.id, 'work_marked')).toHaveLength(0);
    await mark(await handInQuest(student), [0, 0]);
    const [marked] = await ofKind(student.id, 'work_marked');
    expect(marked).toMatchObject({
      title: `Marked: ${w.quest.activity.title}`,
      actorId: w.teacher.id,
      link: `/quest/${w.quest.activity.id}?assignment=${w.assignment.id}&kit=${w.kit.token}`,
    });
    expect(marked?.body).toMatch(/^Grace Okafor marked your work\. You scored 0 of \d+\.$/);
    expect(await ofKind(w.classmate.id, 'work_marked')).toHaveLength(0);
    expect(await ofKind(w.teacher.id, 'work_marked')).toHaveLength(0);
  });

  it('tells the student when work is handed back, and the centre opens it', async () => {
    const student = await w.freshStudent('Returned');
    const id = await handInQuest(student);
    await mark(id, [0, 0]);
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, activity_detail_id: step(1), note: 'Count again.' },
    });
    const [returned] = await ofKind(student.id, 'work_returned');
    expect(returned).toMatchObject({
      title: `Returned to you: ${w.quest.activity.title}`,
      body: 'Grace Okafor handed your work back for another go.',
    });
    const listed = await as(student).call(calls.listNotifications, { query: {} });
    expect(listed.results[0]).toMatchObject({ kind: 'work_returned', link: returned?.link });
    // The note itself stays on the work: it is not copied into the notification.
    expect(JSON.stringify(listed)).not.toContain('Count again.');
  });
});
