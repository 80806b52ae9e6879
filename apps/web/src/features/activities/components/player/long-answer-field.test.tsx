import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MountedComponent, mountComponent, typeInto } from '../../../../lib/test-dom';
import { TYPING_PAUSE_MS } from '../../utils/answer-store';
import { LongAnswerField } from './long-answer-field';

let view: MountedComponent;
const typed: string[] = [];

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <LongAnswerField
      label="Write your answer"
      value={value}
      onChange={(text) => {
        typed.push(text);
        setValue(text);
      }}
    />
  );
}

const box = () => view.container.querySelector('textarea') as HTMLTextAreaElement;
const counter = () =>
  view.container.querySelector('[data-testid="answer-length"]')?.textContent ?? null;
const announced = () => view.container.querySelector('[role="status"]')?.textContent ?? '';

/** Types the whole answer into the box. */
const type = (text: string) => typeInto(box(), text);

describe('LongAnswerField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    typed.length = 0;
    view = mountComponent();
  });
  afterEach(() => {
    view.unmount();
    vi.useRealTimers();
  });

  it('shows how many characters are left as the student types, with no limit on the box', () => {
    view.render(<Field initial="" />);
    expect(counter()).toBe('5,000 characters left');
    expect(box().hasAttribute('maxlength')).toBe(false);
    type('x'.repeat(3766));
    expect(counter()).toBe('1,234 characters left');
    type('x'.repeat(4999));
    expect(counter()).toBe('1 character left');
    expect(box().getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps every character typed past the limit and shows how many too many', () => {
    view.render(<Field initial={'x'.repeat(4990)} />);
    type('y'.repeat(5312));
    expect(typed.at(-1)).toHaveLength(5312);
    expect(box().value).toHaveLength(5312);
    expect(counter()).toBeNull();
    expect(box().getAttribute('aria-invalid')).toBe('true');
    const errorId = box().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(
      '312 characters too many. Shorten your answer so that it can be saved.',
    );

    type('y'.repeat(5000));
    expect(counter()).toBe('0 characters left');
    expect(box().getAttribute('aria-invalid')).toBeNull();
  });

  it('tells screen readers the count only after a pause, and only near the limit', () => {
    view.render(<Field initial="" />);
    type('x'.repeat(100));
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(announced()).toBe('');

    type('x'.repeat(4700));
    expect(announced()).toBe('');
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(announced()).toBe('300 characters left');

    type('x'.repeat(5001));
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(announced()).toBe('1 character too many');
  });
});
