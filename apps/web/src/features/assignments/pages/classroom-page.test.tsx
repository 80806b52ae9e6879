import type { assignments } from '@kitlab/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { type MountedComponent, mountComponent, settleUntil } from '../../../lib/test-dom';
import { renderInApp } from '../../../lib/test-render-in-app';
import type { ClassSummary } from '../api/get-class-summary';
import { ASSIGNMENT_PATHS } from '../paths';
import { assignmentFixture } from '../testing/fixtures';
import { ClassroomPage } from './classroom-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const zoe = { user_token: 'zoe', first_name: 'Zoe', last_name: 'Zhang' };
const summary: ClassSummary = {
  class_id: 10,
  class_name: '6A',
  student_count: 2,
  open_assignments: 1,
  completed_assignments: 0,
  completion_percentage: 50,
  results: [
    {
      assignment_id: 31,
      title: 'Matter quiz',
      due_date: '2027-02-03',
      progress: { completed: 1, total: 2 },
    },
  ],
  students: [
    {
      ...zoe,
      completed_assignments: 1,
      latest_work: {
        activity_id: 12,
        title: 'Matter quiz',
        answer_header_id: 70,
        kit_token: 'kit-states',
        submitted_at: '2027-01-29T10:00:00.000Z',
      },
    },
    {
      user_token: 'amara',
      first_name: 'Amara',
      last_name: 'Adeyemi',
      completed_assignments: 0,
      latest_work: null,
    },
  ],
};
const page = (results: assignments.Assignment[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/** Answers each call of the page by its path. */
function serve(answers: Record<string, () => unknown>) {
  vi.mocked(apiRequest).mockImplementation(async (call) => {
    const answer = answers[(call as { path: string }).path];
    if (!answer) throw new Error(`unexpected call ${(call as { path: string }).path}`);
    return answer();
  });
}

describe('ClassroomPage', () => {
  let view: MountedComponent;
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  const open = () =>
    renderInApp(view, <ClassroomPage />, {
      path: `/${ASSIGNMENT_PATHS.classroom}`,
      at: '/classes/10',
    });
  const text = () => view.container.textContent ?? '';

  it("lists the class's students, each leading to their latest work, and the class's work", async () => {
    serve({
      '/v2/accounts/class/complete': () => summary,
      '/v2/assignments/classroom/list/': () => page([assignmentFixture()]),
    });
    open();
    expect(text()).toContain('Loading the class…');
    await settleUntil(() => text().includes('Who has completed it'));
    const students = [...view.container.querySelectorAll('[data-testid="class-student"]')];
    expect(students.map((row) => row.querySelector('a')?.getAttribute('href') ?? null)).toEqual([
      '/submissions/kit-states/12/70?class=10',
      null,
    ]);
    expect(students[0]?.textContent).toContain('1 of 1 assignments completed');
    expect(students[1]?.textContent).toContain('Nothing handed in yet');
    expect(text()).toContain('Matter quiz');
  });

  it('says when the class has no students and no open work', async () => {
    serve({
      '/v2/accounts/class/complete': () => ({ ...summary, student_count: 0, students: [] }),
      '/v2/assignments/classroom/list/': () => page([]),
    });
    open();
    await settleUntil(() => text().includes('No open assignments'));
    expect(text()).toContain('This class has no students yet');
  });

  it('offers to try again when the class could not be loaded', async () => {
    let failures = 1;
    serve({
      '/v2/accounts/class/complete': () => {
        if (failures-- > 0) throw ApiError.network();
        return summary;
      },
      '/v2/assignments/classroom/list/': () => page([]),
    });
    open();
    await settleUntil(() => text().includes('We could not load the class'));
    const retry = [...view.container.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Try again'),
    );
    act(() => retry?.click());
    await settleUntil(() => text().includes('Zoe Zhang'));
    expect(text()).toContain('Zoe Zhang');
  });

  it('treats a class the server does not show as not found', async () => {
    serve({
      '/v2/accounts/class/complete': () => {
        throw ApiError.fromResponse(404, { detail: 'No such class.' });
      },
    });
    open();
    await settleUntil(
      () => view.container.querySelector('[data-testid="record-not-found"]') !== null,
    );
    expect(text()).toContain('We could not find this class');
  });
});
