import { core } from '@kitlab/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { type MountedComponent, mountComponent, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { figuresAsOf } from '../utils/figures-as-of';
import { FiguresFreshnessCard } from './figures-freshness-card';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

describe('FiguresFreshnessCard', () => {
  let view: MountedComponent;
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  async function show(lastSuccessfulAt: string | null) {
    vi.mocked(apiRequest).mockResolvedValue({
      results: [{ view: 'activity_time_norms', last_successful_at: lastSuccessfulAt }],
    });
    view.render(withClient(<FiguresFreshnessCard />));
    const row = () => view.container.querySelector('[data-testid="refresh-activity_time_norms"]');
    await settleUntil(() => row() !== null);
    return row()?.textContent;
  }

  it('reads the last successful refresh of each view and says when it was', async () => {
    const at = '2026-11-26T09:40:00.000Z';
    expect(await show(at)).toBe(`Usual time per activity${figuresAsOf(at)}`);
    expect(vi.mocked(apiRequest).mock.calls[0]?.[0]).toBe(core.listLastRefreshes);
  });

  it('says a view has not been refreshed yet', async () => {
    expect(await show(null)).toBe('Usual time per activityNot refreshed yet');
  });
});
