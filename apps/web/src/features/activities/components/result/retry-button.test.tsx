import { activities } from '@kitlab/contract';
import { act } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../../lib/api-client';
import { type MountedComponent, mountComponent, settleUntil } from '../../../../lib/test-dom';
import { withClient } from '../../../../lib/test-query-client';
import { RetryButton } from './retry-button';

vi.mock('../../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const address = { search: '' };

function Address() {
  address.search = useLocation().search;
  return null;
}

describe('RetryButton', () => {
  let view: MountedComponent;
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockResolvedValue({ answer_header_id: 12, status: 'DR' });
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  it('starts the new attempt at its first page, not where the last one was handed in', async () => {
    view.render(
      withClient(
        <>
          <RetryButton activityId={5} />
          <Address />
        </>,
        { at: '/quiz/5?kit=k1&page=3' },
      ),
    );
    const button = [...view.container.querySelectorAll('button')].find(
      (each) => each.textContent === 'Try again',
    );
    act(() => button?.click());
    await settleUntil(() => vi.mocked(apiRequest).mock.calls.length > 0);
    expect(address.search).toBe('?kit=k1');
    expect(vi.mocked(apiRequest).mock.calls[0]?.[0]).toBe(activities.startRetry);
  });
});
