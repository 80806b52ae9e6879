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
    expect(onSend).toHaveBeenCalledWith({ text: 'Can we use tape?', photo: null });
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
});
