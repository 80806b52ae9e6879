import { activities } from '@kitlab/contract';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import type { ToMark } from '../api/get-to-mark';
import { ToMarkCard } from './to-mark-card';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const view = mountForEachTest();
const text = () => view.container.textContent ?? '';

const waiting: ToMark = {
  total: 3,
  groups: [
    {
      kit_token: 'kit-1',
      activity_id: 12,
      activity_title: 'The melting race',
      activity_type: 'quest',
      class_id: 4,
      class_name: '6A',
      to_mark: 2,
      oldest_handed_in_at: '2030-03-09T10:00:00.000Z',
    },
    {
      kit_token: 'kit-1',
      activity_id: 13,
      activity_title: 'Sensors worksheet',
      activity_type: 'worksheet',
      class_id: 5,
      class_name: '6B',
      to_mark: 1,
      oldest_handed_in_at: '2030-03-10T10:00:00.000Z',
    },
  ],
};

function serve(answer: () => Promise<ToMark>) {
  vi.mocked(apiRequest).mockImplementation(async (call) => {
    if (call === activities.getToMarkCounts) return answer();
    throw new Error('unexpected call');
  });
}

describe('ToMarkCard', () => {
  it('counts the hand-ins to mark and links each activity and class to its submissions', async () => {
    serve(async () => waiting);
    view.render(withClient(<ToMarkCard />));
    await settleUntil(() => text().includes('3 hand-ins to mark'));
    const links = [...view.container.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['The melting race · 6A', '/submissions/kit-1/12?class=4'],
      ['Sensors worksheet · 6B', '/submissions/kit-1/13?class=5'],
    ]);
    const items = [...view.container.querySelectorAll('li')].map((li) => li.textContent);
    expect(items[0]).toContain('2 hand-ins to mark');
    expect(items[1]).toContain('1 hand-in to mark');
  });

  it('says when nothing waits', async () => {
    serve(async () => ({ total: 0, groups: [] }));
    view.render(withClient(<ToMarkCard />));
    await settleUntil(() => text().includes('Nothing to mark'));
  });

  it('offers to try again when loading fails', async () => {
    serve(() =>
      Promise.reject(new ApiError({ status: 500, detail: 'Server error.', code: 'error' })),
    );
    view.render(withClient(<ToMarkCard />));
    await settleUntil(() => text().includes('We could not load the work to mark'));
    expect(text()).toContain('Try again');
  });
});
