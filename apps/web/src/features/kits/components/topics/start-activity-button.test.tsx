import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { mountForEachTest } from '../../../../lib/test-dom';
import { withClient } from '../../../../lib/test-query-client';
import { StartActivityButton } from './start-activity-button';

vi.mock('../../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const quiz = { activity_id: 4, activity_type: 'quiz', title: 'Light sensors' } as const;

function progressOf(activityIds: number[], status: 'DR' | 'S' | null = null) {
  return {
    results: activityIds.map((activity_id) => ({ activity_id, status })),
  };
}

describe('StartActivityButton', () => {
  const view = mountForEachTest();

  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
  });

  async function render() {
    await view.renderSettled(
      withClient(<StartActivityButton kitId={2} kitToken="kit-token" activity={quiz} />),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }

  const link = () => view.container.querySelector('a');

  it('says Continue for a draft, and leads into the player with the way back to the kit', async () => {
    vi.mocked(apiRequest).mockResolvedValue(progressOf([4], 'DR'));
    await render();
    expect(link()?.textContent).toBe('Continue');
    expect(link()?.getAttribute('aria-label')).toBe('Continue: Light sensors');
    expect(link()?.getAttribute('href')).toBe('/quiz/4?kit=kit-token');
  });

  it('says when the activity is not given to the class', async () => {
    vi.mocked(apiRequest).mockResolvedValue(progressOf([7]));
    await render();
    expect(link()).toBeNull();
    expect(view.container.textContent).toContain('Not given to your class');
  });

  it('still leads into the activity when the progress could not be read', async () => {
    vi.mocked(apiRequest).mockRejectedValue(ApiError.network());
    await render();
    expect(view.container.textContent).not.toContain('Not given to your class');
    expect(link()?.getAttribute('aria-label')).toBe('Open: Light sensors');
    expect(link()?.getAttribute('href')).toBe('/quiz/4?kit=kit-token');
  });
});
