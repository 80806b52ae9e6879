import { reports } from '@kitlab/contract';
import { act } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { byText, mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { showToast } from '../../../lib/toasts';
import { detailedTableFixture } from '../testing/fixtures';
import { callsTo, mockReportCalls } from '../testing/mock-report-calls';
import { DetailedTablePage } from './detailed-table-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));
vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const view = mountForEachTest();
const text = () => view.container.textContent ?? '';
const EXPORT_PATH = reports.DETAILED_TABLE_EXPORT_PATH.replace(/^\/api/, '');

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}
const address = () => view.container.querySelector('[data-testid="address"]')?.textContent;

async function open(path: string, until: string) {
  view.render(
    withClient(
      <Routes>
        <Route
          path="/reports/table"
          element={
            <>
              <DetailedTablePage />
              <Address />
            </>
          }
        />
      </Routes>,
      { at: path },
    ),
  );
  await settleUntil(() => text().includes(until));
}

const rowOf = (name: string) =>
  [...view.container.querySelectorAll('tbody tr')].find((row) =>
    row.querySelector('th')?.textContent?.includes(name),
  );

describe('DetailedTablePage', () => {
  it('asks for a class before anything else', async () => {
    mockReportCalls();
    await open('/reports/table', 'Choose a class');
    expect(callsTo(reports.getDetailedTableNew.path)).toEqual([]);
  });

  it("shows the class's answers with their verdicts and the whole class's figures", async () => {
    mockReportCalls();
    await open('/reports/table?class=4&activity=12', 'Cells quiz');
    expect(callsTo(reports.getDetailedTableNew.path)[0]).toMatchObject({
      body: { class_id: 4, activity_id: 12, sort: 'name', order: 'asc', page: 1, per_page: 30 },
    });
    const ada = rowOf('Ada Okafor');
    expect(ada?.textContent).toContain('50% (1/2)');
    expect(ada?.textContent).toContain('400×✓ Right');
    expect(ada?.textContent).toContain('The highest power objective✗ Wrong');
    expect(rowOf('Ben Ito')?.textContent).toContain('50×Draft, not handed in');
    expect(rowOf('Ben Ito')?.textContent).toContain('No answer');
    expect(view.container.querySelector('thead')?.textContent).toContain('Handed in 1 of 2');
    expect(view.container.querySelector('tfoot')?.textContent).toContain('1 of 2');
    expect(ada?.querySelector('a')?.getAttribute('href')).toBe(
      '/reports/progress/classes/4?student=31',
    );
  });

  it('keeps the filters and the order in the address, back at page 1', async () => {
    mockReportCalls();
    await open('/reports/table?class=4&page=2', 'Cells quiz');
    act(() => {
      (view.container.querySelector('button[aria-label="Sort by score"]') as HTMLElement).click();
    });
    await settleUntil(() => callsTo(reports.getDetailedTableNew.path).length > 1);
    expect(address()).toBe('?class=4&sort=score&order=desc');
    expect(callsTo(reports.getDetailedTableNew.path).at(-1)).toMatchObject({
      body: { sort: 'score', order: 'desc', page: 1 },
    });
    expect(
      view.container
        .querySelector('button[aria-label="Sort by score"]')
        ?.closest('th')
        ?.getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('downloads the whole filtered table as a file named without students', async () => {
    mockReportCalls({ [EXPORT_PATH]: new Uint8Array([1, 2, 3]) });
    await open('/reports/table?class=4&activity=12&from=2027-01-04', 'Cells quiz');
    act(() => byText('Download XLSX').click());
    await settleUntil(() => vi.mocked(saveFile).mock.calls.length > 0);
    expect(callsTo(EXPORT_PATH)[0]).toMatchObject({
      query: { class_id: 4, activity_id: 12, from: '2027-01-04', format: 'xlsx' },
    });
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe(
      'answers-7a-cells-quiz-2027-01-04-to-today.xlsx',
    );
    expect(vi.mocked(saveFile).mock.calls[0]?.[2]).toContain('spreadsheetml');
  });

  it('shows the file on its way and takes no second download meanwhile', async () => {
    mockReportCalls();
    await open('/reports/table?class=4', 'Cells quiz');
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => {}));
    act(() => byText('Download CSV').click());
    await settleUntil(() => byText('Download XLSX').hasAttribute('disabled'));
    expect(byText('Download CSV').closest('button')?.hasAttribute('data-loading')).toBe(true);
    expect(byText('Download XLSX').hasAttribute('disabled')).toBe(true);
    act(() => byText('Download CSV').click());
    expect(callsTo(EXPORT_PATH)).toHaveLength(1);
  });

  it('says plainly when a download fails', async () => {
    mockReportCalls({
      [EXPORT_PATH]: new ApiError({
        status: 500,
        detail: 'The file could not be made.',
        code: 'error',
      }),
    });
    await open('/reports/table?class=4', 'Cells quiz');
    act(() => byText('Download CSV').click());
    await settleUntil(() => vi.mocked(showToast).mock.calls.length > 0);
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'The download failed',
        message: 'The file could not be made.',
        tone: 'danger',
      }),
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('says so for an empty class, no matching work and an activity nobody opened', async () => {
    mockReportCalls({
      [reports.getDetailedTableNew.path]: { ...detailedTableFixture(), students: 0, results: [] },
    });
    await open('/reports/table?class=4', 'No students in 7A yet');
    view.remount();
    mockReportCalls({
      [reports.getDetailedTableNew.path]: { ...detailedTableFixture(), activities: [] },
    });
    await open('/reports/table?class=4&from=2027-01-30', 'No work matches these filters');
    view.remount();
    const table = detailedTableFixture();
    mockReportCalls({
      [reports.getDetailedTableNew.path]: {
        ...table,
        totals: table.totals.map((t) => ({ ...t, handed_in: { count: 0, out_of: 2 } })),
        results: table.results.map((row) => ({ ...row, work: row.work.map(() => null) })),
      },
    });
    await open('/reports/table?class=4', 'Nobody in 7A has opened "Cells quiz" yet');
  });

  it('treats a class the teacher does not teach as not found', async () => {
    mockReportCalls({
      [reports.getDetailedTableNew.path]: new ApiError({
        status: 404,
        detail: 'No such class.',
        code: 'not_found',
      }),
    });
    await open('/reports/table?class=9', 'There is no such class');
  });
});
