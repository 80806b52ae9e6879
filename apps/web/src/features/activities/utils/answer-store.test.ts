import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerStore, summarize } from './answer-store';

interface Call {
  id: number;
  value: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** Values longer than five characters are refused, as over-long answers are in the app. */
const refuseLong = (value: string) => (value.length > 5 ? `${value.length} is too long.` : null);

function setUp(initial: [number, string][] = [], refuse?: (value: string) => string | null) {
  const calls: Call[] = [];
  const store = new AnswerStore<string>(new Map(initial), {
    send: (id, value) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ id, value, resolve, reject });
      }),
    describeError: (error) => (error instanceof Error ? error.message : 'failed'),
    refuse,
  });
  return { store, calls };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AnswerStore', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from the saved answers, untouched', () => {
    const { store } = setUp([[1, 'a']]);
    expect(store.current(1)).toBe('a');
    expect(store.snapshot().get(1)?.status).toBe('saved');
    expect(summarize(store.snapshot(), store.touched)).toBe('idle');
  });

  it('saves a click at once and shows it saved when the server answers', async () => {
    const { store, calls } = setUp();
    store.edit(1, 'b');
    expect(calls.map((c) => c.value)).toEqual(['b']);
    expect(store.snapshot().get(1)?.status).toBe('saving');
    expect(summarize(store.snapshot(), store.touched)).toBe('saving');
    calls[0]?.resolve();
    await tick();
    expect(store.snapshot().get(1)?.status).toBe('saved');
    expect(summarize(store.snapshot(), store.touched)).toBe('saved');
  });

  it('keeps one save per item on the wire and sends only the latest change after it', async () => {
    const { store, calls } = setUp();
    store.edit(1, 'a');
    store.edit(1, 'ab');
    store.edit(1, 'abc');
    expect(calls.map((c) => c.value)).toEqual(['a']);
    calls[0]?.resolve();
    await tick();
    expect(calls.map((c) => c.value)).toEqual(['a', 'abc']);
    expect(store.snapshot().get(1)?.status).toBe('saving');
    calls[1]?.resolve();
    await tick();
    expect(store.snapshot().get(1)).toEqual({ value: 'abc', status: 'saved', error: null });
  });

  it('waits for a pause in typing', () => {
    vi.useFakeTimers();
    const { store, calls } = setUp();
    store.edit(2, 'h', 800);
    vi.advanceTimersByTime(500);
    store.edit(2, 'hi', 800);
    vi.advanceTimersByTime(500);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(300);
    expect(calls.map((c) => c.value)).toEqual(['hi']);
  });

  it('marks a failed save with the reason, and sends it again on retry', async () => {
    const { store, calls } = setUp();
    store.edit(1, 'x');
    calls[0]?.reject(new Error('We could not reach Kitlab.'));
    await tick();
    expect(store.snapshot().get(1)).toEqual({
      value: 'x',
      status: 'failed',
      error: 'We could not reach Kitlab.',
    });
    expect(summarize(store.snapshot(), true)).toBe('failed');
    expect(store.unsaved()).toEqual([[1, 'x']]);
    store.retry();
    expect(calls.map((c) => c.value)).toEqual(['x', 'x']);
    calls[1]?.resolve();
    await tick();
    expect(store.unsaved()).toEqual([]);
  });

  it('does not let a failure of an older value mark a newer one failed', async () => {
    const { store, calls } = setUp();
    store.edit(1, 'old');
    store.edit(1, 'new');
    calls[0]?.reject(new Error('offline'));
    await tick();
    expect(calls.map((c) => c.value)).toEqual(['old', 'new']);
    calls[1]?.resolve();
    await tick();
    expect(store.snapshot().get(1)?.status).toBe('saved');
    expect(store.current(1)).toBe('new');
  });

  it('flushes waiting and failed items at once and reports whether all were saved', async () => {
    vi.useFakeTimers();
    const { store, calls } = setUp();
    store.edit(1, 'typed', 800);
    store.edit(2, 'clicked');
    const flushed = store.flush();
    expect(calls.map((c) => c.value).sort()).toEqual(['clicked', 'typed']);
    for (const call of calls) call.resolve();
    await expect(flushed).resolves.toBe(true);

    store.edit(3, 'lost');
    const second = store.flush();
    calls[2]?.reject(new Error('offline'));
    await expect(second).resolves.toBe(false);
  });

  it('keeps a refused value unsent, even after a save on the wire returns, until it is fixed', async () => {
    const { store, calls } = setUp([[1, 'a']], refuseLong);
    store.edit(1, 'ab');
    store.edit(1, 'abcdefg', 800);
    expect(store.snapshot().get(1)).toEqual({
      value: 'abcdefg',
      status: 'refused',
      error: '7 is too long.',
    });
    expect(store.refusal()).toBe('7 is too long.');
    calls[0]?.resolve();
    await expect(store.flush()).resolves.toBe(false);
    store.retry();
    expect(calls.map((c) => c.value)).toEqual(['ab']);
    expect(summarize(store.snapshot(), store.touched)).toBe('refused');

    store.edit(1, 'abc');
    expect(calls.map((c) => c.value)).toEqual(['ab', 'abc']);
    expect(store.refusal()).toBeNull();
  });

  it('tells subscribers about changes and keeps the snapshot stable between them', () => {
    const { store } = setUp();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.snapshot();
    expect(store.snapshot()).toBe(before);
    store.edit(1, 'a');
    expect(listener).toHaveBeenCalled();
    expect(store.snapshot()).not.toBe(before);
    unsubscribe();
    store.edit(1, 'ab');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
