import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../../lib/api-client';
import { type MountedComponent, mountComponent, settleUntil } from '../../../../lib/test-dom';
import { withClient } from '../../../../lib/test-query-client';
import { useSubmit } from './use-submit';

vi.mock('../../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const TOO_LONG = 'Answers can be at most 5,000 characters; this one has 5,312.';

const probe: { current: ReturnType<typeof useSubmit> | null } = { current: null };
const work = {
  refusal: vi.fn<() => string | null>(),
  flush: vi.fn(async () => {}),
  leave: vi.fn(async () => {}),
  handedIn: vi.fn(),
};

function Probe() {
  probe.current = useSubmit({
    activityId: 3,
    answerHeaderId: 40,
    unsaved: () => [],
    resume: () => {},
    ...work,
  });
  return null;
}

function submit() {
  if (!probe.current) throw new Error('Not rendered');
  return probe.current;
}

describe('useSubmit', () => {
  let view: MountedComponent;
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockRejectedValue(new Error('offline'));
    for (const mock of Object.values(work)) mock.mockClear();
    view = mountComponent();
    view.render(withClient(<Probe />));
  });
  afterEach(() => view.unmount());

  it('hands nothing in while an answer is too long, and says why in the dialog', async () => {
    work.refusal.mockReturnValue(TOO_LONG);
    act(() => submit().open());
    expect(submit().error).toBe(`${TOO_LONG} Shorten it, then hand your work in.`);
    act(() => submit().confirm());
    await settleUntil(undefined, 5);
    expect(work.flush).not.toHaveBeenCalled();
    expect(apiRequest).not.toHaveBeenCalled();
    expect(submit().opened).toBe(true);
  });

  it('hands the work in once the answer is short enough', async () => {
    work.refusal.mockReturnValue(TOO_LONG);
    act(() => submit().open());
    work.refusal.mockReturnValue(null);
    act(() => submit().confirm());
    await settleUntil(() => submit().error !== null);
    expect(work.flush).toHaveBeenCalledOnce();
    expect(apiRequest).toHaveBeenCalledOnce();
    // The server's refusal now shows, not the length one.
    expect(submit().error).toMatch(/^Something went wrong/);
    expect(work.handedIn).not.toHaveBeenCalled();
  });

  it('lets go of the draft once the work is handed in', async () => {
    work.refusal.mockReturnValue(null);
    vi.mocked(apiRequest).mockResolvedValue({ answer_header_id: 40, status: 'S' });
    act(() => submit().confirm());
    await settleUntil(() => work.handedIn.mock.calls.length > 0);
    expect(work.handedIn).toHaveBeenCalledOnce();
  });
});
