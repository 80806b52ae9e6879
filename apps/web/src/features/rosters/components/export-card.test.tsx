import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { byText, mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { ExportCard } from './export-card';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/save-file', async (original) => ({
  ...(await original<typeof import('../../../lib/save-file')>()),
  saveFile: vi.fn(),
}));

const view = mountForEachTest();
const SCHOOLS = [
  { school_token: 'riverside', name: 'Riverside Middle School' },
  { school_token: 'hillcrest', name: 'Hillcrest Middle School' },
];

async function download() {
  act(() => byText('Download the roster', 'button').click());
  await settleUntil(() => vi.mocked(saveFile).mock.calls.length > 0);
}

describe('ExportCard', () => {
  it('downloads the whole district, or the school chosen, as a zip named after it', async () => {
    vi.mocked(apiRequest).mockResolvedValue(new Uint8Array([80, 75]) as never);
    view.render(withClient(<ExportCard schools={SCHOOLS} districtName="Demo District" />));
    await download();
    expect(vi.mocked(apiRequest).mock.calls[0]?.[1]?.query).toEqual({});
    expect(vi.mocked(saveFile).mock.calls[0]?.slice(1)).toEqual([
      'OneRoster Demo District.zip',
      'application/zip',
    ]);

    const select = view.container.querySelector('select');
    if (!select) throw new Error('No school select');
    act(() => {
      select.value = 'hillcrest';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    vi.mocked(saveFile).mockClear();
    await download();
    expect(vi.mocked(apiRequest).mock.calls[1]?.[1]?.query).toEqual({ school_token: 'hillcrest' });
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('OneRoster Hillcrest Middle School.zip');
  });

  it('offers no school choice to an administrator of one school', () => {
    view.render(withClient(<ExportCard schools={SCHOOLS.slice(0, 1)} districtName={null} />));
    expect(view.container.querySelector('select')).toBeNull();
  });
});
