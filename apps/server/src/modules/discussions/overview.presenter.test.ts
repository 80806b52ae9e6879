import { describe, expect, it } from 'vitest';
import { presentMessageFigures, presentQuestDiscussions } from './overview.presenter.js';

const thread = {
  token: 'class-thread',
  studentId: null,
  studentActive: null,
  studentFirstName: null,
  studentLastName: null,
  activityDetailId: null,
  stepTitle: null,
  stepPosition: null,
  lastMessageAt: null,
  messageCount: 0,
  unreadCount: 0,
};
const quest = { activityId: 7, questTitle: 'Volcanoes', classId: 3, className: '5A' };

describe('a quest discussions answer', () => {
  it('sets the class thread apart from the students threads', () => {
    const studentThread = {
      ...thread,
      token: 'lucas',
      studentId: 10,
      studentActive: true,
      studentFirstName: 'Lucas',
      studentLastName: 'Martin',
      activityDetailId: 4,
      stepTitle: 'Draw it',
      stepPosition: 2,
      lastMessageAt: new Date('2026-03-01T08:00:00Z'),
      messageCount: 3,
      unreadCount: 1,
    };
    const answer = presentQuestDiscussions(quest, [studentThread, thread]);
    expect(answer.class_thread).toMatchObject({ token: 'class-thread', step: null, student: null });
    expect(answer.class_thread?.last_message_at).toBeNull();
    expect(answer.discussions).toEqual([
      {
        token: 'lucas',
        student: expect.objectContaining({ first_name: 'Lucas' }),
        step: { activity_detail_id: 4, title: 'Draw it', position: 2 },
        message_count: 3,
        last_message_at: '2026-03-01T08:00:00.000Z',
        unread_count: 1,
      },
    ]);
  });

  it('has no class thread when none was started', () => {
    expect(presentQuestDiscussions(quest, []).class_thread).toBeNull();
  });
});

describe('message figures', () => {
  const figures = {
    classId: 3,
    className: '5A',
    activityId: 7,
    questTitle: 'Volcanoes',
    messages: 4,
    answered: 3,
    waiting: 1,
  };

  it('rounds the average reply time to a tenth of a minute', () => {
    const [row] = presentMessageFigures([{ ...figures, averageReplyMinutes: 12.3456 }]).results;
    expect(row?.average_reply_minutes).toBe(12.3);
  });

  it('keeps no average when nothing was answered', () => {
    const [row] = presentMessageFigures([{ ...figures, averageReplyMinutes: null }]).results;
    expect(row?.average_reply_minutes).toBeNull();
  });
});
