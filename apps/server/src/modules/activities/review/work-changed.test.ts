import { activities } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useActivityTest } from '../../../test/activity-world.js';

const { w, as, handInQuest, liveEventsOfType } = useActivityTest();
const step = (index: number) => w.quest.steps[index]?.id ?? 0;

describe('the live news of a teacher marking or returning work', () => {
  it('tells the student, and no one else, each time their work is marked or returned', async () => {
    const [student, classmate] = [await w.freshStudent('Live'), await w.freshStudent('Other')];
    const id = await handInQuest(student);
    await handInQuest(classmate);
    const news = { assignment_id: w.assignment.id, activity_id: w.quest.activity.id };

    await as(w.teacher).call(activities.markResponses, {
      body: { answer_header_id: id, marks: [{ activity_detail_id: step(0), marks_obtained: 0 }] },
    });
    expect(await liveEventsOfType(student.id, 'work.changed')).toEqual([news]);

    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, activity_detail_id: step(1), note: 'Count again.' },
    });
    expect(await liveEventsOfType(student.id, 'work.changed')).toEqual([news, news]);
    expect(await liveEventsOfType(classmate.id, 'work.changed')).toEqual([]);
    expect(await liveEventsOfType(w.teacher.id, 'work.changed')).toEqual([]);
  });

  it('tells no one when the return is refused', async () => {
    const student = await w.freshStudent('Refused');
    const id = await handInQuest(student);
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Again, please.' },
    });
    const again = await as(w.teacher).send(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Again, please.' },
    });
    expect(again.status).toBe(409);
    expect(await liveEventsOfType(student.id, 'work.changed')).toHaveLength(1);
  });

  it('carries ids only, never the note', async () => {
    const student = await w.freshStudent('Private');
    const id = await handInQuest(student);
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, note: 'A private note.' },
    });
    const [news] = await liveEventsOfType(student.id, 'work.changed');
    expect(JSON.stringify(news)).not.toContain('private');
  });
});
