import { studentRecords } from '@kitlab/contract';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { byText, mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import type { ChildrensDataView } from '../utils/childrens-data-view';
import { StaffReadsPanel } from './staff-reads-panel';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));
vi.mock('../../../lib/save-file', async (original) => ({
  ...(await original<typeof import('../../../lib/save-file')>()),
  saveFile: vi.fn(),
}));

const STUDENT = '0f8fad5b-d9cb-469f-a165-70867728950e';
const read: studentRecords.StaffRead = {
  read_at: '2027-01-31T09:30:00.000Z',
  staff: { user_token: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Tom Baker' },
  student: null,
  record: 'uploads',
  detail: 'Leaf rubbings',
};

const view = mountForEachTest();
const text = () => view.container.textContent ?? '';
const calls = (call: unknown) =>
  vi
    .mocked(apiRequest)
    .mock.calls.filter(([made]) => made === call)
    .map(([, options]) => options);

function serve(reads: studentRecords.StaffRead[]) {
  vi.mocked(apiRequest).mockImplementation(async (call) => {
    if (call === studentRecords.listStaffReads) {
      return { count: reads.length, next: null, previous: null, results: reads };
    }
    if (call === studentRecords.getRetention) return { settings: [] };
    if (call.path.endsWith('/staff-reads/export')) return new Uint8Array([1]);
    throw new ApiError({ status: 404, detail: 'No such user.', code: 'not_found' });
  });
}

function open(change: Partial<ChildrensDataView> = {}) {
  const shown: ChildrensDataView = {
    tab: 'reads',
    student: null,
    school: null,
    page: 1,
    ...change,
  };
  view.render(withClient(<StaffReadsPanel view={shown} onChange={vi.fn()} />));
}

describe('StaffReadsPanel', () => {
  it('says when no one has read anything yet', async () => {
    serve([]);
    open();
    await settleUntil(() => text().includes('No staff reads'));
    expect(view.container.querySelector('table')).toBeNull();
  });

  it('lists who read what, and an erased student as such', async () => {
    serve([read]);
    open();
    await settleUntil(() => text().includes('Tom Baker'));
    const cells = [...view.container.querySelectorAll('[data-testid="staff-read"] td')].map(
      (cell) => cell.textContent,
    );
    expect(cells.slice(1)).toEqual(['Tom Baker', 'Erased student', 'Uploads', 'Leaf rubbings']);
  });

  it('asks for the chosen student’s reads, and exports them with the same filter', async () => {
    serve([read]);
    open({ student: STUDENT, page: 2 });
    await settleUntil(() => text().includes('Tom Baker'));
    expect(calls(studentRecords.listStaffReads)[0]).toMatchObject({
      query: { student_token: STUDENT, page: 2 },
    });
    act(() => byText('Export CSV').click());
    await settleUntil(() => vi.mocked(saveFile).mock.calls.length > 0);
    const exported = vi
      .mocked(apiRequest)
      .mock.calls.find(([call]) => call.path.endsWith('/staff-reads/export'));
    expect(exported?.[1]).toMatchObject({ query: { student_token: STUDENT } });
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('staff-reads.csv');
  });
});
