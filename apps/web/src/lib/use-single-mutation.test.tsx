import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MountedComponent, mountComponent, settleUntil } from './test-dom';
import { withClient } from './test-query-client';
import { useSingleMutation } from './use-single-mutation';

let view: MountedComponent;
let latest: ReturnType<typeof useSingleMutation<string, Error, string>> | undefined;

function Probe({ send }: { send: (value: string) => Promise<string> }) {
  latest = useSingleMutation({ mutationFn: send });
  return null;
}

function mutation() {
  if (!latest) throw new Error('Not rendered');
  return latest;
}

describe('useSingleMutation', () => {
  beforeEach(() => {
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  it('ignores a second start while the first is on its way, and is pending at once', async () => {
    const send = vi.fn(async (value: string) => value);
    view.render(withClient(<Probe send={send} />));
    act(() => {
      mutation().mutate('first');
      mutation().mutate('second');
    });
    expect(mutation().isPending).toBe(true);
    await settleUntil(() => mutation().isSuccess);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toBe('first');
  });

  it('can be started again once a failure has settled', async () => {
    const send = vi.fn(async (value: string) => {
      if (value === 'bad') throw new Error('refused');
      return value;
    });
    view.render(withClient(<Probe send={send} />));
    act(() => mutation().mutate('bad'));
    await settleUntil(() => mutation().isError && !mutation().isPending);
    act(() => mutation().mutate('good'));
    await settleUntil(() => mutation().isSuccess);
    expect(send).toHaveBeenCalledTimes(2);
    expect(mutation().data).toBe('good');
  });
});
