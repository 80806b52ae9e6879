import { describe, expect, it } from 'vitest';
import { presentReadStates } from './discussions.presenter.js';

const READER = 10;
const TEACHER = 20;

describe('read states after moving the cursor', () => {
  it('marks read the messages up to the cursor and the reader own ones', () => {
    const authors = [TEACHER, TEACHER, READER, null];
    const messages = authors.map((authorId, index) => ({
      token: `m${index + 1}`,
      id: index + 1,
      authorId,
    }));
    const answer = presentReadStates('thread', 1, messages, READER, 2);
    expect(answer.discussion_token).toBe('thread');
    expect(answer.unread_count).toBe(1);
    expect(answer.message_status.map((state) => state.message_token)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
    ]);
    expect(answer.message_status.map((state) => state.message_status)).toEqual([
      'read',
      'read',
      'read',
      'unread',
    ]);
  });
});
