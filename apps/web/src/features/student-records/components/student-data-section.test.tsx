import { studentRecords } from '@kitlab/contract';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { byText, mountForEachTest, settleUntil, typeInto } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { showToast } from '../../../lib/toasts';
import { receiptFixture } from '../testing/receipt-fixture';
import { StudentDataSection } from './student-data-section';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));

const student = {
  user_token: '0f8fad5b-d9cb-469f-a165-70867728950e',
  first_name: 'Ada',
  last_name: 'Lovelace',
};

const view = mountForEachTest();
// The modal renders in a portal on the document's body.
const text = () => document.body.textContent ?? '';
const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"]');
const nameBox = () =>
  dialog()?.querySelector<HTMLInputElement>('input[type="text"], input:not([type])') ?? null;
const eraseButton = () => byText('Erase data', '[role="dialog"] button') as HTMLButtonElement;
const erasures = () =>
  vi.mocked(apiRequest).mock.calls.filter(([call]) => call === studentRecords.eraseStudentData);

async function openModal(onErased = vi.fn()) {
  view.render(withClient(<StudentDataSection student={student} onErased={onErased} />));
  act(() => byText('Erase data').click());
  await settleUntil(() => nameBox() !== null);
  return onErased;
}

describe('StudentDataSection', () => {
  it('says plainly what erasing does, and asks for the whole name before it can', async () => {
    await openModal();
    expect(dialog()?.textContent).toContain('Erase Ada Lovelace’s data?');
    expect(text()).toContain('keeps anonymous counts in reports');
    expect(text()).toContain('cannot be undone.');
    expect(eraseButton().disabled).toBe(true);
    typeInto(nameBox() as HTMLInputElement, 'Ada');
    expect(eraseButton().disabled).toBe(true);
    typeInto(nameBox() as HTMLInputElement, 'Ada Lovelace');
    expect(eraseButton().disabled).toBe(false);
    expect(erasures()).toHaveLength(0);
  });

  it('erases with the confirmation, shows the receipt, and leaves once done', async () => {
    vi.mocked(apiRequest).mockResolvedValue(receiptFixture());
    const onErased = await openModal();
    typeInto(nameBox() as HTMLInputElement, 'Ada Lovelace');
    act(() => eraseButton().click());
    await settleUntil(() => text().includes('Data erased'));
    expect(erasures()[0]?.[1]).toMatchObject({
      params: { user_token: student.user_token },
      body: { confirm: true },
    });
    const rows = [...document.body.querySelectorAll('[role="dialog"] tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Answers', '12'],
      ['Messages', '3'],
      ['Users', '1'],
      ['Uploads', '0'],
    ]);
    expect(text()).toContain('E-2027-0042');
    expect(onErased).not.toHaveBeenCalled();
    act(() => byText('Done', '[role="dialog"] button').click());
    expect(onErased).toHaveBeenCalledWith(receiptFixture());
    expect(vi.mocked(showToast).mock.calls[0]?.[0]).toMatchObject({
      tone: 'success',
      message: 'Ada Lovelace’s data was erased. Receipt E-2027-0042.',
    });
  });

  it('says nothing was erased when the server refuses', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 404, detail: 'No such student.', code: 'not_found' }),
    );
    const onErased = await openModal();
    typeInto(nameBox() as HTMLInputElement, 'Ada Lovelace');
    act(() => eraseButton().click());
    await settleUntil(() => text().includes('Nothing was erased'));
    expect(text()).toContain('No such student.');
    expect(onErased).not.toHaveBeenCalled();
  });
});
