import { discussions } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useDiscussionTest } from '../../test/discussion-test-world.js';
import { notificationRowsOf } from '../../test/notification-rows.js';

const { t, w, as, askOnStep, liveEventsOfType } = useDiscussionTest();

/** A teacher's reply in a student's thread, posted through the API. */
const reply = (token: string, text: string) =>
  as(w.teacher).call(discussions.postMessage, { body: { discussion_token: token, text } });

describe("a deactivated student's thread (decision 0049)", () => {
  it('tells an active student of a reply in their thread, a deactivated one neither live nor by notification', async () => {
    const active = await w.freshStudent('Staying');
    const leaver = await w.freshStudent('Leaving');
    const activeThread = (await askOnStep(active, 'Is this right?')).discussion_token;
    const leaverThread = (await askOnStep(leaver, 'And mine?')).discussion_token;
    await t.make.deactivate(leaver);

    await reply(activeThread, 'Yes, well done.');
    await reply(leaverThread, 'Yes, yours too.');

    const told = await notificationRowsOf(t.db, active.id, { kind: 'discussion_message' });
    expect(told.map((row) => row.link)).toEqual([`/discussions/${activeThread}`]);
    expect(await notificationRowsOf(t.db, leaver.id, { kind: 'discussion_message' })).toEqual([]);
    expect(await liveEventsOfType(active.id, 'discussion.message')).toHaveLength(1);
    expect(await liveEventsOfType(leaver.id, 'discussion.message')).toEqual([]);

    // The thread stays with its teachers, who still read it whole.
    const thread = await as(w.teacher).call(discussions.getDiscussion, {
      body: { discussion_token: leaverThread },
    });
    expect(thread.messages.map((message) => message.text)).toEqual([
      'And mine?',
      'Yes, yours too.',
    ]);
  });
});
