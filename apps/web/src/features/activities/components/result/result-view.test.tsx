import { activities } from '@kitlab/contract';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../../lib/api-client';
import { mountForEachTest } from '../../../../lib/test-dom';
import { withClient } from '../../../../lib/test-query-client';
import type { SubmittedAttempt } from '../../api/start-attempt';
import { attemptActivityFixture } from '../../testing/fixtures';
import { ResultView } from './result-view';

vi.mock('../../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const SUBMITTED_AT = '2030-03-10T12:00:00.000Z';

function submitted(attemptNumber: number): SubmittedAttempt {
  return {
    answer_header_id: 10 + attemptNumber,
    activity_id: 5,
    activity_type: 'quiz',
    activity: attemptActivityFixture('Light sensors', 'quiz'),
    assignment_id: null,
    assignment: null,
    attempt_number: attemptNumber,
    started_at: SUBMITTED_AT,
    submitted_at: SUBMITTED_AT,
    time_spent_ms: 60_000,
    resume: { activity_detail_id: null, page_break_id: null },
    offline_pages: [],
    returns: [],
    progress: 'C',
    status: 'S',
    score: { marksObtained: 3, totalMarks: 4, percentage: 75 },
    marking_state: null,
    teacher_comment: null,
    can_retry: false,
    answers: [],
  };
}

/** The server: the attempt's sheet, and the score with every attempt up to `latest`. */
function answerCalls(latest: SubmittedAttempt) {
  vi.mocked(apiRequest).mockImplementation((call) => {
    if (call === activities.getActivityScores) {
      const attempts = Array.from({ length: latest.attempt_number }, (_, index) => ({
        answer_header_id: 11 + index,
        attempt_number: index + 1,
        status: 'S' as const,
        submitted_at: SUBMITTED_AT,
        score: latest.score,
      }));
      return Promise.resolve({ activity_id: 5, latest, attempts });
    }
    return Promise.resolve({ ...latest, page_break_id: null, pages: [], questions: [], steps: [] });
  });
}

describe('ResultView', () => {
  const view = mountForEachTest();

  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
  });

  async function render(attempt: SubmittedAttempt) {
    await view.renderSettled(
      withClient(
        <ResultView
          attempt={attempt}
          context={{ activityId: 5, back: { to: '/dashboard', label: 'Back' } }}
        />,
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }

  const calls = () => vi.mocked(apiRequest).mock.calls.map(([call]) => call);
  const historyHeading = () => view.container.querySelector('#attempt-history');

  it('shows a first attempt from the attempt itself, without asking for a history', async () => {
    answerCalls(submitted(1));
    await render(submitted(1));
    expect(view.container.querySelector('[data-testid="score-headline"]')?.textContent).toBe(
      '3 of 4 marks',
    );
    expect(calls()).toEqual([activities.listAttemptQuestions]);
    expect(historyHeading()).toBeNull();
  });

  it('lists every attempt once there has been more than one', async () => {
    answerCalls(submitted(2));
    await render(submitted(2));
    expect(calls()).toContain(activities.getActivityScores);
    expect(historyHeading()?.textContent).toBe('Your attempts');
    expect(view.container.textContent).toContain('Attempt 1');
    expect(view.container.textContent).toContain('Attempt 2');
  });
});
