import { discussions } from '@kitlab/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type MountedComponent,
  mountComponent,
  settleUntil,
  typeInto,
} from '../../../lib/test-dom';
import { MessageComposer } from './message-composer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let view: MountedComponent;
const box = () => view.container.querySelector('textarea') as HTMLTextAreaElement;
const count = () => view.container.querySelector('[data-testid="message-count"]')?.textContent;
const send = () =>
  [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Send');

describe('MessageComposer', () => {
  beforeEach(() => {
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  it('counts the characters as the user types and sends the message, then clears the box', async () => {
    const onSend = vi.fn().mockResolvedValue(true);
    view.render(<MessageComposer onSend={onSend} sending={false} allowPhoto={false} />);
    expect(count()).toBe(`0 / ${discussions.MESSAGE_MAX}`);
    expect(send()?.disabled).toBe(true);
    typeInto(box(), 'Can we use tape?');
    expect(count()).toBe(`16 / ${discussions.MESSAGE_MAX}`);
    act(() => send()?.click());
    await settleUntil(() => box().value === '');
    expect(onSend).toHaveBeenCalledWith({
      text: 'Can we use tape?',
      photo: null,
      requestKey: expect.stringMatching(UUID),
    });
    expect(box().value).toBe('');
  });

  it('says the limit and refuses to send past it', () => {
    const onSend = vi.fn();
    view.render(<MessageComposer onSend={onSend} sending={false} allowPhoto={false} />);
    typeInto(box(), 'x'.repeat(discussions.MESSAGE_MAX + 1));
    expect(count()).toBe(`${discussions.MESSAGE_MAX + 1} / ${discussions.MESSAGE_MAX}`);
    expect(view.container.textContent).toContain(discussions.MESSAGE_TOO_LONG);
    expect(send()?.disabled).toBe(true);
    typeInto(box(), 'x'.repeat(discussions.MESSAGE_MAX));
    expect(view.container.textContent).not.toContain(discussions.MESSAGE_TOO_LONG);
    expect(send()?.disabled).toBe(false);
  });

  it('keeps the text when sending fails, and offers a photo only where asked', async () => {
    const onSend = vi.fn().mockResolvedValue(false);
    view.render(
      <MessageComposer onSend={onSend} sending={false} allowPhoto error="Try again later." />,
    );
    expect(view.container.textContent).toContain('Add a photo');
    typeInto(box(), 'Hello');
    act(() => send()?.click());
    await settleUntil(() => onSend.mock.calls.length > 0);
    expect(box().value).toBe('Hello');
    expect(view.container.textContent).toContain('Try again later.');
  });

  it('sends a double click once, and keeps the key of a message across its retries only', async () => {
    let finish: (sent: boolean) => void = () => {};
    const onSend = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    view.render(<MessageComposer onSend={onSend} sending={false} allowPhoto={false} />);
    typeInto(box(), 'Is this right?');
    act(() => {
      send()?.click();
      send()?.click();
    });
    await settleUntil(() => onSend.mock.calls.length > 0);
    expect(onSend).toHaveBeenCalledTimes(1);
    const keyOf = (call: number) =>
      (onSend.mock.calls[call] as unknown as [{ requestKey: string }])[0].requestKey;

    // It failed: the same message sent again carries the same key.
    await act(async () => finish(false));
    act(() => send()?.click());
    await settleUntil(() => onSend.mock.calls.length === 2);
    expect(keyOf(1)).toBe(keyOf(0));

    // Changed, it is another message, with another key; once sent, the next one has its own.
    await act(async () => finish(false));
    typeInto(box(), 'Is this right now?');
    act(() => send()?.click());
    await settleUntil(() => onSend.mock.calls.length === 3);
    expect(keyOf(2)).not.toBe(keyOf(0));
    await act(async () => finish(true));
    await settleUntil(() => box().value === '');
    typeInto(box(), 'Thanks');
    act(() => send()?.click());
    await settleUntil(() => onSend.mock.calls.length === 4);
    expect(new Set([0, 2, 3].map(keyOf)).size).toBe(3);
  });
});
