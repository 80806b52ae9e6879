import { activities, type LiveEventType } from '@kitlab/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveEvents } from '../../../db/schema/index.js';
import { type ActivityWorld, useActivityTest } from '../../../test/activity-world.js';
import { uploadThroughApi } from '../../../test/uploads.js';

const { t, w, as, tokenOf } = useActivityTest();
type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;
const step = (index: number) => w.quest.steps[index]?.id ?? 0;

async function liveEventsOf(userId: number, type: LiveEventType) {
  const rows = await t.db
    .select({ data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), eq(liveEvents.type, type)))
    .orderBy(asc(liveEvents.seq));
  return rows.map((row) => row.data);
}

/** A quest handed in with both steps answered; its attempt id. */
async function handedInQuest(student: Student) {
  const { key } = await uploadThroughApi(t, await tokenOf(student), 'image/jpeg');
  await as(student).call(activities.customAnswer, {
    body: { activity_id: w.quest.activity.id, activity_detail_id: step(0), keys: [key] },
  });
  const saved = await as(student).call(activities.customAnswer, {
    body: { activity_id: w.quest.activity.id, activity_detail_id: step(1), text: 'Two sensors.' },
  });
  const id = saved.answer_header_id as number;
  await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
  return id;
}

describe('the live news of a teacher marking or returning work', () => {
  it('tells the student, and no one else, each time their work is marked or returned', async () => {
    const [student, classmate] = [await w.freshStudent('Live'), await w.freshStudent('Other')];
    const id = await handedInQuest(student);
    await handedInQuest(classmate);
    const news = { assignment_id: w.assignment.id, activity_id: w.quest.activity.id };

    await as(w.teacher).call(activities.markResponses, {
      body: { answer_header_id: id, marks: [{ activity_detail_id: step(0), marks_obtained: 0 }] },
    });
    expect(await liveEventsOf(student.id, 'work.changed')).toEqual([news]);

    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, activity_detail_id: step(1), note: 'Count again.' },
    });
    expect(await liveEventsOf(student.id, 'work.changed')).toEqual([news, news]);
    expect(await liveEventsOf(classmate.id, 'work.changed')).toEqual([]);
    expect(await liveEventsOf(w.teacher.id, 'work.changed')).toEqual([]);
  });

  it('tells no one when the return is refused', async () => {
    const student = await w.freshStudent('Refused');
    const id = await handedInQuest(student);
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Again, please.' },
    });
    const again = await as(w.teacher).send(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Again, please.' },
    });
    expect(again.status).toBe(409);
    expect(await liveEventsOf(student.id, 'work.changed')).toHaveLength(1);
  });

  it('carries ids only, never the note', async () => {
    const student = await w.freshStudent('Private');
    const id = await handedInQuest(student);
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, note: 'A private note.' },
    });
    const [news] = await liveEventsOf(student.id, 'work.changed');
    expect(JSON.stringify(news)).not.toContain('private');
  });
});
