import { act, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountForEachTest } from '../../../lib/test-dom';
import { type KeptAnswers, keptAnswers } from '../utils/kept-answers';
import { useAnswerStore } from './use-answer-store';

const probe: { current: ReturnType<typeof useAnswerStore<string>> | null } = { current: null };

function Probe({
  send,
  kept,
}: {
  send: (id: number, value: string) => Promise<unknown>;
  kept?: KeptAnswers<string>;
}) {
  probe.current = useAnswerStore(() => new Map([[1, 'saved before']]), send, undefined, kept);
  return null;
}

describe('useAnswerStore', () => {
  const view = mountForEachTest();

  it('keeps working after React mounts it twice, and sends what is waiting when it leaves', async () => {
    const send = vi.fn(() => Promise.resolve());
    // StrictMode mounts, unmounts and mounts again, as the app's development build does.
    await view.renderSettled(
      <StrictMode>
        <Probe send={send} />
      </StrictMode>,
    );
    expect(probe.current?.store.current(1)).toBe('saved before');

    await act(async () => probe.current?.store.edit(1, 'changed'));
    expect(probe.current?.entries.get(1)).toEqual({
      value: 'changed',
      status: 'saved',
      error: null,
    });
    expect(probe.current?.saving.summary).toBe('saved');

    await act(async () => probe.current?.store.edit(2, 'typing', 800));
    expect(send).toHaveBeenCalledTimes(1);
    view.remount();
    expect(send).toHaveBeenLastCalledWith(2, 'typing');
  });

  it('tries failed saves again when the connection comes back', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    await view.renderSettled(<Probe send={send} />);
    await act(async () => probe.current?.store.edit(1, 'lost'));
    expect(probe.current?.saving.summary).toBe('failed');
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(send).toHaveBeenCalledTimes(2);
    expect(probe.current?.saving.summary).toBe('saved');
  });

  it('brings back what was typed but not saved when the page is reloaded, and saves it', async () => {
    const offline = vi.fn().mockRejectedValue(new Error('offline'));
    await view.renderSettled(<Probe send={offline} kept={keptAnswers(9)} />);
    await act(async () => probe.current?.store.edit(2, 'half a sentence', 800));
    view.remount();
    expect(offline).toHaveBeenCalledWith(2, 'half a sentence');

    // The reload: a new page with nothing but what the tab kept.
    const send = vi.fn(() => Promise.resolve());
    await view.renderSettled(<Probe send={send} kept={keptAnswers(9)} />);
    expect(probe.current?.store.current(2)).toBe('half a sentence');
    expect(send).toHaveBeenCalledWith(2, 'half a sentence');
    expect(probe.current?.entries.get(2)?.status).toBe('saved');
    expect(keptAnswers(9).all().size).toBe(0);
  });
});
