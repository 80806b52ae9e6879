import { discussions } from '@kitlab/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MountedComponent, mountComponent } from '../../../lib/test-dom';
import type { Message } from '../api/fetch-discussion';
import { MessageItem } from './message-item';

const message = (over: Partial<Message>): Message => ({
  token: 'm1',
  author: { name: 'Lucas M.', role: 'student', is_you: false },
  text: 'How many cards?',
  photo: {
    file_id: 4,
    key: 'photos/m1.png',
    content_type: 'image/png',
    bytes: 10,
    url: 'https://files.example/m1.png',
    expires_at: '2030-03-10T13:00:00.000Z',
  },
  hidden: false,
  created_at: '2030-03-10T12:00:00.000Z',
  message_status: 'read',
  reported_by_you: false,
  ...over,
});

let view: MountedComponent;
const buttons = () => [...view.container.querySelectorAll('button')].map((b) => b.textContent);
const show = (shown: Message, canRemove: boolean, onRemove = vi.fn()) =>
  view.render(
    <MessageItem
      message={shown}
      canRemove={canRemove}
      onRemove={onRemove}
      onReport={vi.fn()}
      busy={false}
      now={new Date('2030-03-10T12:00:00.000Z')}
    />,
  );

describe('MessageItem', () => {
  beforeEach(() => {
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  it('offers a teacher "Remove message" on any message, their own too', () => {
    const onRemove = vi.fn();
    show(message({}), true, onRemove);
    expect(buttons()).toEqual(['Remove message', 'Report']);
    act(() =>
      [...view.container.querySelectorAll('button')]
        .find((b) => b.textContent === 'Remove message')
        ?.click(),
    );
    expect(onRemove).toHaveBeenCalledWith('m1');
    show(message({ author: { name: 'Ms Okafor', role: 'teacher', is_you: true } }), true);
    expect(buttons()).toEqual(['Remove message']);
  });

  it('never offers a student removal', () => {
    show(message({}), false);
    expect(buttons()).toEqual(['Report']);
  });

  it('shows "Message removed" in place of a removed message, with no text, photo or actions', () => {
    for (const author of [
      { name: 'Lucas M.', role: 'student' as const, is_you: false },
      { name: 'Lucas M.', role: 'student' as const, is_you: true },
    ]) {
      // Even if a photo or text were sent along, a removed message shows neither.
      show(message({ author, hidden: true, text: 'How many cards?' }), true);
      expect(view.container.textContent).toContain(discussions.REMOVED_NOTICE);
      expect(view.container.textContent).not.toContain('How many cards?');
      expect(view.container.querySelector('img')).toBeNull();
      expect(buttons()).toEqual([]);
    }
  });
});
