import { discussions } from '@kitlab/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import {
  type MountedComponent,
  mountComponent,
  settleUntil,
  typeInto,
} from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import type { Discussion, Message } from '../api/fetch-discussion';
import { DiscussionThread } from './discussion-thread';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const message = (over: Partial<Message>): Message => ({
  token: 'm1',
  author: { name: 'Lucas M.', role: 'student', is_you: false },
  text: 'How many cards?',
  photo: null,
  hidden: false,
  created_at: '2030-03-10T12:00:00.000Z',
  message_status: 'read',
  reported_by_you: false,
  ...over,
});

const discussion = (over: Partial<Discussion>): Discussion => ({
  token: 'd1',
  kind: 'student',
  activity_id: 5,
  quest_title: 'Sensors',
  class_id: 3,
  step: { activity_detail_id: 9, title: 'Build it', position: 1 },
  student: { first_name: 'Lucas', last_initial: 'M' },
  messages: [],
  unread_count: 0,
  can_post: true,
  can_hide: true,
  ...over,
});

/** Answers each call of the contract by its path. */
function answer(thread: Discussion) {
  vi.mocked(apiRequest).mockImplementation(async (call) => {
    if (call === discussions.getDiscussion) return thread;
    if (call === discussions.markMessage) {
      return {
        discussion_token: 'd1',
        unread_count: 0,
        message_status: thread.messages.map((m) => ({
          message_token: m.token,
          message_status: 'read',
        })),
      };
    }
    return { message_token: 'm2', hidden: true };
  });
}

let view: MountedComponent;
const show = () =>
  view.render(
    withClient(
      <DiscussionThread
        address={{ discussion_token: 'd1' }}
        empty={{ title: 'No messages yet' }}
      />,
    ),
  );

describe('DiscussionThread', () => {
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  it('says when a discussion has no messages yet', async () => {
    answer(discussion({ can_hide: false }));
    show();
    await settleUntil(() => view.container.textContent?.includes('No messages yet') ?? false);
    expect(view.container.querySelector('textarea')).not.toBeNull();
  });

  it('shows a removed message as removed, marks the last unread message read and lets a teacher remove after confirming', async () => {
    answer(
      discussion({
        messages: [
          message({ token: 'm1', hidden: true, text: null }),
          message({ token: 'm2', text: 'Can I use tape?', message_status: 'unread' }),
        ],
        unread_count: 1,
      }),
    );
    show();
    await settleUntil(
      () => view.container.querySelectorAll('[data-testid="message"]').length === 2,
    );
    expect(view.container.textContent).toContain(discussions.REMOVED_NOTICE);
    await settleUntil(() =>
      vi.mocked(apiRequest).mock.calls.some(([call]) => call === discussions.markMessage),
    );
    const marked = vi
      .mocked(apiRequest)
      .mock.calls.find(([call]) => call === discussions.markMessage);
    expect(marked?.[1]).toMatchObject({ body: { discussion_token: 'd1', message_token: 'm2' } });
    await settleUntil(() => !view.container.textContent?.includes('New'));
    expect(view.container.textContent).not.toContain('New');

    const buttonNamed = (root: ParentNode, name: string) =>
      [...root.querySelectorAll('button')].find((b) => b.textContent === name);
    act(() => buttonNamed(view.container, 'Remove message')?.click());
    await settleUntil(() => document.querySelector('[role="dialog"]') !== null);
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('Remove this message?');
    expect(vi.mocked(apiRequest).mock.calls.map(([call]) => call)).not.toContain(
      discussions.hideMessage,
    );
    act(() => buttonNamed(dialog, 'Remove message')?.click());
    await settleUntil(() =>
      vi.mocked(apiRequest).mock.calls.some(([call]) => call === discussions.hideMessage),
    );
    const hidden = vi
      .mocked(apiRequest)
      .mock.calls.find(([call]) => call === discussions.hideMessage);
    expect(hidden?.[1]).toEqual({ body: { message_token: 'm2' } });
  });

  it('posts a double click on Send once, with a request key', async () => {
    answer(discussion({ can_hide: false }));
    show();
    await settleUntil(() => view.container.querySelector('textarea') !== null);
    typeInto(view.container.querySelector('textarea') as HTMLTextAreaElement, 'Done!');
    const sendButton = [...view.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Send',
    );
    act(() => {
      sendButton?.click();
      sendButton?.click();
    });
    const posts = () =>
      vi.mocked(apiRequest).mock.calls.filter(([call]) => call === discussions.postMessage);
    await settleUntil(() => posts().length > 0);
    await act(async () => {});
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.[1]).toEqual({
      body: {
        discussion_token: 'd1',
        text: 'Done!',
        request_key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/),
      },
    });
  });
});
