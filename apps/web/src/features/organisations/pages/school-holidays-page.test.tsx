import { organisations } from '@kitlab/contract';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mountForEachTest, settleUntil, typeInto } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { showToast } from '../../../lib/toasts';
import { holidaysFixture } from '../testing/holidays-fixture';
import { SchoolHolidaysPage } from './school-holidays-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));

const view = mountForEachTest();

const text = () => view.container.textContent ?? '';
const page = () => document.body.textContent ?? '';
const byLabel = (label: string) =>
  document.body.querySelector<HTMLElement>(`[aria-label="${label}"]`);
const input = (label: string) => {
  const found = [...view.container.querySelectorAll('label')].find((l) =>
    l.textContent?.startsWith(label),
  );
  return document.getElementById(found?.htmlFor ?? '') as HTMLInputElement | null;
};
const button = (name: string) =>
  [...document.body.querySelectorAll('button')].find((b) => b.textContent === name);

async function open(until: string) {
  view.render(
    withClient(
      <Routes>
        <Route path="/admin/holidays/:schoolToken" element={<SchoolHolidaysPage />} />
      </Routes>,
      { at: '/admin/holidays/hillcrest' },
    ),
  );
  await settleUntil(() => text().includes(until));
}

/** Answers the list with `holidays`, and each change with `answer` (thrown when an error). */
function serve(holidays = holidaysFixture(), answer: unknown = holidays) {
  vi.mocked(apiRequest).mockImplementation(async (call) => {
    if (call === organisations.listSchoolHolidays) return holidays;
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

describe('SchoolHolidaysPage', () => {
  it('says it is loading, then offers to try again after a failure', async () => {
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => {}));
    await open('Loading the holidays…');
    view.remount();
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 500, detail: 'The server is down.', code: 'server_error' }),
    );
    await open('We could not load the holidays');
    expect(text()).toContain('The server is down.');
    expect(text()).toContain('Try again');
  });

  it('says there is no such school when the server does not know it, or it is not yours', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 404, detail: 'No such school.', code: 'not_found' }),
    );
    await open('There is no such school');
    expect(view.container.querySelector('[data-testid="record-not-found"]')).not.toBeNull();
    expect(text()).toContain('It may not exist, or you do not manage it.');
    expect(text()).not.toContain('Try again');
  });

  it('says so when the school has no holidays yet', async () => {
    serve(holidaysFixture({ breaks: [] }));
    await open('No holidays yet');
    expect(view.container.querySelector('[data-testid="holiday-break"]')).toBeNull();
    expect(text()).toContain('Add a break');
  });

  it('lists each break with its dates in words and its school days', async () => {
    serve();
    await open('Winter break');
    expect(apiRequest).toHaveBeenCalledWith(organisations.listSchoolHolidays, {
      params: { school_token: 'hillcrest' },
      signal: expect.anything(),
    });
    expect(text()).toContain('Holidays of Hillcrest Primary');
    const rows = view.container.querySelectorAll('[data-testid="holiday-break"]');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Mon 26 Oct 2026 to Fri 30 Oct 2026');
    expect(rows[0]?.textContent).toContain('5 school days');
    expect(rows[1]?.textContent).toContain('10 school days');
    expect(text()).toContain('Europe/London');
  });

  it('checks the form before sending, then adds the break and shows the new list', async () => {
    const added = holidaysFixture({
      breaks: [
        ...holidaysFixture().breaks,
        { name: 'Spring half term', from: '2027-02-15', to: '2027-02-19', days: 5 },
      ],
    });
    serve(holidaysFixture(), added);
    await open('Winter break');
    typeInto(input('First day') as HTMLInputElement, '2027-02-19');
    typeInto(input('Last day') as HTMLInputElement, '2027-02-15');
    act(() => button('Add break')?.click());
    expect(text()).toContain('Give the break a name');
    expect(text()).toContain('The last day cannot be before the first day.');
    expect(apiRequest).toHaveBeenCalledTimes(1);

    typeInto(input('Name') as HTMLInputElement, ' Spring half term ');
    typeInto(input('First day') as HTMLInputElement, '2027-02-15');
    typeInto(input('Last day') as HTMLInputElement, '2027-02-19');
    act(() => button('Add break')?.click());
    await settleUntil(() => text().includes('Spring half term'));
    expect(apiRequest).toHaveBeenCalledWith(organisations.addSchoolBreak, {
      params: { school_token: 'hillcrest' },
      body: { name: 'Spring half term', from: '2027-02-15', to: '2027-02-19' },
    });
    expect(view.container.querySelectorAll('[data-testid="holiday-break"]')).toHaveLength(3);
    expect(input('Name')?.value).toBe('');
  });

  it("shows the server's refusal on the field it names", async () => {
    serve(
      holidaysFixture(),
      new ApiError({
        status: 400,
        detail: 'Some of the values sent are not valid.',
        code: 'invalid',
        errors: { to: ['A break can be at most 100 days long.'] },
      }),
    );
    await open('Winter break');
    typeInto(input('Name') as HTMLInputElement, 'Summer');
    typeInto(input('First day') as HTMLInputElement, '2027-07-01');
    typeInto(input('Last day') as HTMLInputElement, '2027-09-01');
    act(() => button('Add break')?.click());
    await settleUntil(() => text().includes('A break can be at most 100 days long.'));
    expect(text()).not.toContain('Could not add the break');
  });

  it('removes a break only once confirmed', async () => {
    const after = holidaysFixture({ breaks: holidaysFixture().breaks.slice(1) });
    serve(holidaysFixture(), after);
    await open('Autumn half term');
    act(() => byLabel('Remove Autumn half term, Mon 26 Oct 2026 to Fri 30 Oct 2026')?.click());
    await settleUntil(() => page().includes('Remove Autumn half term?'));
    expect(apiRequest).toHaveBeenCalledTimes(1);
    act(() => button('Remove break')?.click());
    await settleUntil(
      () => view.container.querySelectorAll('[data-testid="holiday-break"]').length === 1,
    );
    expect(apiRequest).toHaveBeenCalledWith(organisations.removeSchoolHolidays, {
      params: { school_token: 'hillcrest' },
      query: { from: '2026-10-26', to: '2026-10-30' },
    });
    expect(showToast).toHaveBeenCalledWith({
      tone: 'success',
      message: 'Autumn half term removed.',
    });
  });
});
