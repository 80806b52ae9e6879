import { activities, assignments } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { type ActivityWorld, useActivityTest } from '../../test/activity-world.js';

const { w, as, handInQuest } = useActivityTest();
type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;
const step = (index: number) => w.quest.steps[index]?.id ?? 0;

/** The kit's assignment as the student's dashboard lists it, in whichever tab it is. */
async function dashboardCard(student: Student) {
  const tabs = await Promise.all(
    ([1, 2] as const).map((tab) =>
      as(student).call(assignments.listStudentClassAssignments, { body: { tab, per_page: 100 } }),
    ),
  );
  return tabs.flatMap((tab) => tab.results).find((a) => a.assignment_id === w.assignment.id);
}

describe("returned work on the student's dashboard", () => {
  it('carries the return and its note until the student hands the work in again', async () => {
    const [student, classmate] = [await w.freshStudent('Redo'), await w.freshStudent('Kept')];
    const id = await handInQuest(student);
    await handInQuest(classmate);
    expect((await dashboardCard(student))?.my_returns).toEqual([]);

    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, activity_detail_id: step(1), note: 'Count the corners again.' },
    });
    expect((await dashboardCard(student))?.my_returns).toEqual([
      {
        return_id: expect.any(Number),
        activity_id: w.quest.activity.id,
        activity_title: w.quest.activity.title,
        activity_type: 'quest',
        activity_detail_id: step(1),
        note: 'Count the corners again.',
        returned_at: '2030-03-10T12:00:00.000Z',
      },
    ]);
    expect((await dashboardCard(classmate))?.my_returns).toEqual([]);

    await as(student).call(activities.saveStepResponse, {
      body: { activity_id: w.quest.activity.id, activity_detail_id: step(1), text: 'Four.' },
    });
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    expect((await dashboardCard(student))?.my_returns).toEqual([]);
  });
});
