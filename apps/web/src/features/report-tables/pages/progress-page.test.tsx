import { reports } from '@kitlab/contract';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { byText, mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { showToast } from '../../../lib/toasts';
import { ada, topicDetailsFixture } from '../testing/fixtures';
import { callsTo, mockReportCalls } from '../testing/mock-report-calls';
import { ProgressPage } from './progress-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));

const view = mountForEachTest();
const text = () => view.container.textContent ?? '';
const figure = (name: string) =>
  [...view.container.querySelectorAll('figure')].find((f) =>
    f.querySelector('figcaption')?.textContent?.startsWith(name),
  );

async function open(path: string, until: string) {
  view.render(
    withClient(
      <Routes>
        <Route path="/reports/progress/classes/:classId" element={<ProgressPage />} />
      </Routes>,
      { at: path },
    ),
  );
  await settleUntil(() => text().includes(until));
}

const notFound = new ApiError({ status: 404, detail: 'No such class.', code: 'not_found' });

describe('ProgressPage', () => {
  it("shows the class's progress by topic and by week, each chart with its table", async () => {
    mockReportCalls();
    await open('/reports/progress/classes/4', 'Week by week:');
    expect(text()).toContain('Progress · 7A');
    expect(text()).toContain('2 students');
    expect(callsTo(reports.getTopicDetails.path)[0]).toMatchObject({ query: { class_id: 4 } });
    expect(view.container.querySelector('[data-testid="topic-summaries"]')?.textContent).toContain(
      'Handed in 1 of 4 · Students finished 0 of 2 · Average score: 80% of 1 marked',
    );
    const topics = figure('Progress by topic');
    expect(topics?.querySelector('table')?.textContent).toContain('1 of 4');
    const weeks = figure('Week by week');
    expect(weeks?.querySelector('caption')?.textContent).toContain('of 2');
    expect(weeks?.querySelector('tbody')?.textContent).toContain('25–31 Jan 2027');
    expect(weeks?.querySelector('tbody')?.textContent).toContain('80% of 1 marked');
    // The drawings are hidden from screen readers, which read the tables.
    expect(topics?.querySelector('[aria-hidden="true"]')).not.toBeNull();
    const table = view.container.querySelector('a[href="/reports/table?class=4"]');
    expect(table?.textContent).toBe('Answers table');
  });

  it('narrows to one student chosen in the address', async () => {
    mockReportCalls({
      [reports.getTopicDetails.path]: { ...topicDetailsFixture(), student: ada, students: 1 },
    });
    await open('/reports/progress/classes/4?student=31', 'Progress · Ada Okafor');
    expect(callsTo(reports.getTopicDetails.path)[0]).toMatchObject({
      query: { class_id: 4, student_id: 31 },
    });
    expect(callsTo(reports.getLearningProgress.path)[0]).toMatchObject({
      query: { class_id: 4, student_id: 31 },
    });
    await settleUntil(() => text().includes('Ben Ito'));
    const picker = view.container.querySelector('select');
    expect(picker?.value).toBe('31');
    expect([...(picker?.options ?? [])].map((o) => o.text)).toEqual([
      'Whole class',
      'Ben Ito',
      'Ada Okafor',
    ]);
    expect(callsTo(reports.getClassStudents.path)[0]).toMatchObject({ query: { class_id: 4 } });
  });

  it("keeps the whole class on offer when the class's students cannot load, and tries again", async () => {
    mockReportCalls({ [reports.getClassStudents.path]: new Error('offline') });
    await open('/reports/progress/classes/4', "We could not load the class's students.");
    const picker = view.container.querySelector('select');
    expect([...(picker?.options ?? [])].map((o) => o.text)).toEqual(['Whole class']);
    expect(picker?.getAttribute('aria-invalid')).toBe('true');
    mockReportCalls();
    act(() => byText('Try again').click());
    await settleUntil(() => text().includes('Ben Ito'));
    expect([...(picker?.options ?? [])].map((o) => o.text)).toEqual([
      'Whole class',
      'Ben Ito',
      'Ada Okafor',
    ]);
    expect(text()).not.toContain("We could not load the class's students.");
  });

  it("keeps the student chosen in the address on offer when the class's students cannot load", async () => {
    mockReportCalls({
      [reports.getTopicDetails.path]: { ...topicDetailsFixture(), student: ada, students: 1 },
      [reports.getClassStudents.path]: new Error('offline'),
    });
    await open('/reports/progress/classes/4?student=31', "We could not load the class's students.");
    const picker = view.container.querySelector('select');
    expect(picker?.value).toBe('31');
    expect([...(picker?.options ?? [])].map((o) => o.text)).toEqual([
      'Whole class',
      'The student chosen',
    ]);
  });

  it('says so for an empty class, a class with nothing assigned and a quiet year', async () => {
    mockReportCalls({ [reports.getTopicDetails.path]: { ...topicDetailsFixture(), students: 0 } });
    await open('/reports/progress/classes/4', 'No students in 7A yet');
    view.remount();
    mockReportCalls({ [reports.getTopicDetails.path]: { ...topicDetailsFixture(), topics: [] } });
    await open('/reports/progress/classes/4', 'Nothing assigned to 7A yet');
  });

  it('offers the whole class for a student who left it, and treats another class as not found', async () => {
    mockReportCalls({ [reports.getTopicDetails.path]: notFound });
    await open('/reports/progress/classes/4?student=99', 'This student is not in the class now');
    expect(view.container.querySelector('a[href="/reports/progress/classes/4"]')?.textContent).toBe(
      "See the whole class's progress",
    );
    expect(showToast).not.toHaveBeenCalled();
    view.remount();
    await open('/reports/progress/classes/9', 'There is no such class');
    expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ tone: 'danger' }));
  });

  it('offers to try again after a failure', async () => {
    mockReportCalls({
      [reports.getTopicDetails.path]: new ApiError({ status: 500, detail: 'Oops.', code: 'error' }),
    });
    await open('/reports/progress/classes/4', 'We could not load the progress');
    expect(text()).toContain('Try again');
  });
});
