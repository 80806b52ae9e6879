import { activities, live } from '@kitlab/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useActivityTest } from '../../../test/activity-world.js';
import { openSse, type SseConnection } from '../../../test/sse-client.js';

const { t, w, as, handInQuest, liveEventsOfType } = useActivityTest();
const step = (index: number) => w.quest.steps[index]?.id ?? 0;
let base = '';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

/** The user's live stream, open from now on. */
async function streamOf(user: { email: string }): Promise<SseConnection> {
  const { ticket } = await as(user).call(live.createTicket);
  return openSse(`${base}${live.LIVE_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`);
}

/** The next news on the stream, announced when the write committed, as its type and data. */
async function nextNews(stream: SseConnection) {
  const event = await stream.next(5_000);
  return { type: event.event, data: JSON.parse(event.data) as unknown };
}

describe('the live news of a teacher marking or returning work', () => {
  it('tells the student, and no one else, each time their work is marked or returned', async () => {
    const [student, classmate] = [await w.freshStudent('Live'), await w.freshStudent('Other')];
    const id = await handInQuest(student);
    await handInQuest(classmate);
    const news = { assignment_id: w.assignment.id, activity_id: w.quest.activity.id };
    const stream = await streamOf(student);

    await as(w.teacher).call(activities.markResponses, {
      body: { answer_header_id: id, marks: [{ activity_detail_id: step(0), marks_obtained: 0 }] },
    });
    expect(await liveEventsOfType(student.id, 'work.changed')).toEqual([news]);
    expect(await nextNews(stream)).toEqual({ type: 'work.changed', data: news });

    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, activity_detail_id: step(1), note: 'Count again.' },
    });
    expect(await liveEventsOfType(student.id, 'work.changed')).toEqual([news, news]);
    expect(await nextNews(stream)).toEqual({ type: 'work.changed', data: news });
    expect(await liveEventsOfType(classmate.id, 'work.changed')).toEqual([]);
    expect(await liveEventsOfType(w.teacher.id, 'work.changed')).toEqual([]);
    stream.close();
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
