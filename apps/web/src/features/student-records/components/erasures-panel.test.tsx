import { studentRecords } from '@kitlab/contract';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { receiptFixture } from '../testing/receipt-fixture';
import { ErasuresPanel } from './erasures-panel';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const view = mountForEachTest();
const text = () => view.container.textContent ?? '';

function serve(receipts: studentRecords.ErasureReceipt[]) {
  vi.mocked(apiRequest).mockResolvedValue({
    count: receipts.length,
    next: null,
    previous: null,
    results: receipts,
  });
}

describe('ErasuresPanel', () => {
  it('says when nothing was erased yet', async () => {
    serve([]);
    view.render(withClient(<ErasuresPanel page={1} onPage={vi.fn()} />));
    await settleUntil(() => text().includes('No erasures yet'));
  });

  it('lists each receipt with its reason, who erased, and the parts that held something', async () => {
    serve([
      receiptFixture(),
      receiptFixture({ receipt: 'E-7', reason: 'retention', erased_by: null }),
    ]);
    view.render(withClient(<ErasuresPanel page={2} onPage={vi.fn()} />));
    await settleUntil(() => text().includes('E-7'));
    expect(vi.mocked(apiRequest).mock.calls[0]).toEqual([
      studentRecords.listErasures,
      expect.objectContaining({ query: { page: 2, per_page: 20 } }),
    ]);
    const rows = [...view.container.querySelectorAll('[data-testid="erasure-receipt"]')];
    expect(rows[0]?.textContent).toContain('Asked for by an administrator');
    expect(rows[0]?.textContent).toContain('Dana District');
    expect(rows[0]?.textContent).toContain('16 in total: Answers 12, Messages 3, Users 1');
    expect(rows[0]?.textContent).not.toContain('Uploads');
    expect(rows[1]?.textContent).toContain('Retention period ended');
    expect(rows[1]?.textContent).toContain('Automatic purge');
  });

  it('offers to try again when the receipts cannot be read', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 500, detail: 'Server error.', code: 'error' }),
    );
    view.render(withClient(<ErasuresPanel page={1} onPage={vi.fn()} />));
    await settleUntil(() => text().includes('We could not load the receipts'));
    expect(text()).toContain('Try again');
  });
});
