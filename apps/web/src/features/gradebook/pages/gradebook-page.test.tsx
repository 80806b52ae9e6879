import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { showToast } from '../../../lib/toasts';
import { gridFixture } from '../testing/grid-fixture';
import { GradebookPage } from './gradebook-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));

const view = mountForEachTest();

const text = () => view.container.textContent ?? '';

async function open(path: string, until: string) {
  view.render(
    withClient(
      <Routes>
        <Route path="/gradebook/:classId" element={<GradebookPage />} />
      </Routes>,
      { at: path },
    ),
  );
  await settleUntil(() => text().includes(until));
}

describe('GradebookPage', () => {
  it('says it is loading while the grid is on its way', async () => {
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => {}));
    await open('/gradebook/4', 'Loading the gradebook…');
    expect(text()).toContain('Loading the gradebook…');
  });

  it('shows the class with its table and CSV download', async () => {
    vi.mocked(apiRequest).mockResolvedValue(gridFixture());
    await open('/gradebook/4', 'Gradebook · 6A');
    expect(vi.mocked(apiRequest).mock.calls[0]?.[1]).toMatchObject({ query: { class_id: 4 } });
    expect(text()).toContain('3 students · 2 activities');
    expect(view.container.querySelector('[data-testid="gradebook-table"]')).not.toBeNull();
  });

  it('says when the class has no students, or nothing is assigned yet', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ ...gridFixture(), rows: [] });
    await open('/gradebook/4', 'No students in 6A yet');
    expect(view.container.querySelector('[data-testid="gradebook-table"]')).toBeNull();
    view.remount();
    const grid = gridFixture();
    vi.mocked(apiRequest).mockResolvedValue({
      ...grid,
      columns: [],
      rows: grid.rows.map((row) => ({ ...row, cells: [] })),
    });
    await open('/gradebook/4', 'Nothing assigned to 6A yet');
  });

  it('offers to try again after a failure, and treats a class it may not see as not found', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 500, detail: 'Server error.', code: 'error' }),
    );
    await open('/gradebook/4', 'We could not load the gradebook');
    expect(text()).toContain('Try again');
    view.remount();
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 404, detail: 'No such class.', code: 'not_found' }),
    );
    await open('/gradebook/9', 'There is no such class');
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ tone: 'danger' }));
  });
});
