import { studentThread } from '../../test/discussion-factories.js';
import type { Fixture } from '../matrix-world.js';
import type { CallSpec, InputContext } from '../ownership.js';

/** The fixture student's thread on the fixture quest's step, with a message from each side. */
export function threadOf(f: Fixture, c: InputContext) {
  const step = f.work.quest.step;
  if (!step) throw new Error('the fixture quest has no step');
  return studentThread(c.t.db, {
    student: f.student,
    teacher: f.teacher,
    schoolClass: f.schoolClass,
    activityId: f.work.quest.activity.id,
    activityDetailId: step.id,
    subjectId: f.work.subjectId,
  });
}

/** A body naming the thread's message from a student (S) or from the teacher (T). */
async function threadMessage(f: Fixture, c: InputContext, from: 'S' | 'T') {
  const thread = await threadOf(f, c);
  const message = from === 'S' ? thread.fromStudent : thread.fromTeacher;
  return { body: { message_token: message.token } };
}

/** Discussions of a quest step. */
export const DISCUSSIONS_SPECS: Record<string, CallSpec> = {
  'discussions.dismissReports': { rule: 'teaching', input: (f, c) => threadMessage(f, c, 'S') },
  'discussions.getDiscussion': {
    rule: 'attempt',
    input: async (f, c) => ({
      body: { discussion_token: (await threadOf(f, c)).discussion.token },
    }),
  },
  'discussions.hideMessage': { rule: 'teaching', input: (f, c) => threadMessage(f, c, 'S') },
  'discussions.markMessage': {
    rule: 'attempt',
    async input(f, c) {
      const { discussion, fromTeacher } = await threadOf(f, c);
      return { body: { discussion_token: discussion.token, message_token: fromTeacher.token } };
    },
  },
  'discussions.getMessageAnalytics': { rule: 'self', input: () => ({ body: {} }) },
  'discussions.postMessage': {
    rule: 'attempt',
    async input(f, c) {
      const { discussion } = await threadOf(f, c);
      return { body: { discussion_token: discussion.token, text: 'Is a pencil fine?' } };
    },
  },
  'discussions.listQuestDiscussions': {
    rule: 'teaching',
    input: (f) => ({
      body: { activity_id: f.work.quest.activity.id, class_id: f.schoolClass.id },
    }),
  },
  // Each reports a message of the other side: no one reports their own.
  'discussions.reportMessage': {
    rule: 'attempt',
    input: (f, c) => threadMessage(f, c, c.role === 'S' ? 'T' : 'S'),
  },
};
