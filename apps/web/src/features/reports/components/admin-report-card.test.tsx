import { type CallDefinition, reports } from '@kitlab/contract';
import { act } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { mountForEachTest, settleUntil, typeInto } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { adminReportFixture, emptyReportFixture, HILLCREST, MEI_LIN } from '../testing/fixtures';
import { figuresAsOf } from '../utils/figures-as-of';
import { AdminReportCard } from './admin-report-card';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const view = mountForEachTest();
const text = () => view.container.textContent ?? '';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}
const where = () => view.container.querySelector('[data-testid="where"]')?.textContent;

function answer(report: () => unknown, hits: unknown[] = []) {
  vi.mocked(apiRequest).mockImplementation(async (call: CallDefinition) => {
    if (call === reports.getAdminReport) return report() as never;
    if (call === reports.searchAdminReport) return { hits } as never;
    if (reports.ADMIN_REPORT_EXPORT_PATH.endsWith(call.path)) return new Uint8Array([1]) as never;
    throw new Error(`No answer for ${call.path}`);
  });
}

async function open(at: string, until: string) {
  view.render(
    withClient(
      <>
        <AdminReportCard />
        <Where />
      </>,
      { at },
    ),
  );
  await settleUntil(() => text().includes(until));
}

/** The bodies the report was asked for with, in order. */
const reportBodies = () =>
  vi
    .mocked(apiRequest)
    .mock.calls.filter(([call]) => call === reports.getAdminReport)
    .map(([, options]) => options?.body);

const select = (label: string) => {
  const found = [...view.container.querySelectorAll('label')].find((l) => l.textContent === label);
  const element = found?.htmlFor ? document.getElementById(found.htmlFor) : null;
  if (!(element instanceof HTMLSelectElement)) throw new Error(`No select ${label}`);
  return element;
};

function choose(label: string, value: string) {
  const element = select(label);
  act(() => {
    element.value = value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const AT = '/reports/AdminReport';

describe('AdminReportCard', () => {
  it('says it is loading while the report is on its way', async () => {
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => {}));
    await open(AT, 'Loading the report…');
    expect(text()).toContain('Loading the report…');
  });

  it('shows the figures, each breakdown with its table, the weeks and how fresh they are', async () => {
    answer(() => adminReportFixture());
    await open(AT, 'Assignments given');
    expect(text()).toContain(figuresAsOf('2027-01-31T09:59:00.000Z'));
    const totals = view.container.querySelector('[data-testid="report-totals"]')?.textContent;
    expect(totals).toContain('62.5%');
    expect(totals).toContain('25 of 40 hand-ins');
    expect(totals).toContain('71.3% average of 12 marked');
    expect(totals).toContain('18 of 24 students');
    const schools = view.container.querySelector('[data-testid="breakdown-school"]');
    expect(schools?.querySelector('caption')?.textContent).toBe('By school');
    const row = schools?.querySelector('tbody tr');
    expect(row?.textContent).toContain('62.5% (25 of 40 hand-ins)');
    expect(row?.querySelector('a')?.getAttribute('href')).toBe(`${AT}?school=${HILLCREST}`);
    const grades = view.container.querySelector('[data-testid="breakdown-grade"]');
    expect(grades?.querySelector('tbody tr')?.textContent).toContain('Nothing assigned');
    const weeks = view.container.querySelector('[data-testid="report-weeks"]')?.textContent;
    expect(weeks).toContain('Mon 25 Jan 2027');
    expect(reportBodies()).toEqual([{}]);
  });

  it('asks for the view in the address, so a reload or a shared link shows it again', async () => {
    answer(() => adminReportFixture());
    await open(`${AT}?grade=7&class=42&subject=2&teacher=${MEI_LIN}`, 'Assignments given');
    expect(reportBodies()).toEqual([
      { grade_id: 7, class_id: 42, subject_id: 2, teacher_token: MEI_LIN },
    ]);
    expect(select('Grade').value).toBe('7');
    expect(select('Class').value).toBe('42');
    expect(select('Subject').value).toBe('2');
    expect(select('Teacher').value).toBe(MEI_LIN);
  });

  it('clears the filters below a grade, a class and a subject when one is chosen', async () => {
    answer(() => adminReportFixture());
    await open(`${AT}?grade=7&class=42&subject=2&teacher=${MEI_LIN}`, 'Assignments given');
    choose('Subject', '2');
    choose('Class', '41');
    expect(where()).toBe(`${AT}?grade=7&class=41`);
    choose('Grade', '6');
    expect(where()).toBe(`${AT}?grade=6`);
    await settleUntil(() => reportBodies().length === 3);
    expect(reportBodies().at(-1)).toEqual({ grade_id: 6 });
    choose('School', HILLCREST);
    expect(where()).toBe(`${AT}?school=${HILLCREST}`);
  });

  it('downloads the view shown as a file named by its scope', async () => {
    answer(() => adminReportFixture());
    await open(`${AT}?grade=7&class=42`, 'Assignments given');
    const download = [...view.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Download CSV',
    );
    act(() => download?.click());
    await settleUntil(() => vi.mocked(saveFile).mock.calls.length > 0);
    const exported = vi
      .mocked(apiRequest)
      .mock.calls.find(([call]) => reports.ADMIN_REPORT_EXPORT_PATH.endsWith(call.path));
    expect(exported?.[1]?.query).toEqual({ grade_id: 7, class_id: 42, format: 'csv' });
    expect(vi.mocked(saveFile).mock.calls[0]?.slice(1)).toEqual([
      reports.adminReportFileName(adminReportFixture(), 'csv'),
      'text/csv;charset=utf-8',
    ]);
  });

  it('hides the school filter from a school administrator, who has no schools to choose', async () => {
    const report = adminReportFixture();
    answer(() => ({
      ...report,
      filters: { ...report.filters, school: { options: [], selected: null } },
    }));
    await open(AT, 'Assignments given');
    expect(() => select('School')).toThrow();
    expect(select('Grade')).toBeTruthy();
  });

  it('finds a class, teacher or student and shows it, keeping the key out of the address', async () => {
    answer(
      () => adminReportFixture(),
      [
        {
          kind: 'student',
          name: 'Ada Brook',
          context: 'Hillcrest Middle School · 7A',
          filters: { school_token: HILLCREST, grade_id: 7, class_id: 42 },
        },
      ],
    );
    await open(`${AT}?subject=2`, 'Assignments given');
    const box = view.container.querySelector<HTMLInputElement>('input[type="search"]');
    if (!box) throw new Error('No search box');
    typeInto(box, 'Ada');
    await settleUntil(() => text().includes('Student: Ada Brook'));
    const hit = [...view.container.querySelectorAll('button')].find((b) =>
      b.textContent?.startsWith('Student: Ada Brook'),
    );
    expect(
      vi.mocked(apiRequest).mock.calls.find(([call]) => call === reports.searchAdminReport)?.[1]
        ?.body,
    ).toEqual({ q: 'Ada' });
    act(() => hit?.click());
    expect(where()).toBe(`${AT}?school=${HILLCREST}&grade=7&class=42`);
    expect(where()).not.toContain('Ada');
    expect(box.value).toBe('');
  });

  it('says plainly when no work has been given yet', async () => {
    answer(() => emptyReportFixture());
    await open(AT, 'No work yet');
    expect(view.container.querySelector('[data-testid="report-totals"]')).toBeNull();
  });

  it('offers to try again after a failure', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 500, detail: 'Server error.', code: 'error' }),
    );
    await open(AT, 'We could not load the report');
    expect(text()).toContain('Try again');
  });

  it('offers the whole report when the address names something not the administrator’s', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 404, detail: 'Not found.', code: 'not_found' }),
    );
    await open(`${AT}?class=999`, 'Show all your schools');
    const all = [...view.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Show all your schools',
    );
    act(() => all?.click());
    expect(where()).toBe(AT);
  });
});
