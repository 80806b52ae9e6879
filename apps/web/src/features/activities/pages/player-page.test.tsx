import { activities } from '@kitlab/contract';
import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { type MountedComponent, mountComponent } from '../../../lib/test-dom';
import { testQueryClient, withClient } from '../../../lib/test-query-client';
import { activityKeys } from '../api/keys';
import type { Attempt, DraftAttempt, SubmittedAttempt } from '../api/start-attempt';
import { preloadPlayer, preloadResult } from '../components/player/player-modules';
import { ResultExtraProvider } from '../components/result/result-extra';
import { attemptActivityFixture, questStepFixture } from '../testing/fixtures';
import { PlayerPage } from './player-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

/** The live stream's `work.changed` handlers, which a test calls as the stream would. */
const workNews = vi.hoisted(() => new Set<(data: unknown) => void>());
vi.mock('../../live', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    useLiveEvents: (types: string[], handler: (data: unknown, type: string) => void) => {
      const latest = useRef(handler);
      latest.current = handler;
      const hears = types.includes('work.changed');
      useEffect(() => {
        if (!hears) return;
        const listener = (data: unknown) => latest.current(data, 'work.changed');
        workNews.add(listener);
        return () => void workNews.delete(listener);
      }, [hears]);
    },
  };
});

const AT = '2030-03-10T12:00:00.000Z';
const QUEST = 7;
const steps = [questStepFixture(71, 1), questStepFixture(72, 2), questStepFixture(73, 3)];
const answers = steps.map((step) => ({
  activity_detail_id: step.id,
  answer: [],
  text: `Response ${step.id}`,
  blanks: [],
  files: [],
  answered_at: AT,
}));

const common = {
  answer_header_id: 40,
  activity_id: QUEST,
  activity_type: 'quest' as const,
  activity: attemptActivityFixture('The melting race', 'quest'),
  assignment_id: 3,
  assignment: null,
  attempt_number: 1,
  started_at: AT,
  time_spent_ms: 60_000,
  resume: { activity_detail_id: null, page_break_id: null },
  offline_pages: [],
};

const handedIn: SubmittedAttempt = {
  ...common,
  submitted_at: AT,
  progress: 'C',
  returns: [],
  status: 'S',
  score: null,
  marking_state: null,
  teacher_comment: null,
  can_retry: false,
  answers: answers.map((a) => ({ ...a, marks_obtained: null, comment: null })),
} as unknown as SubmittedAttempt;

const returned: DraftAttempt = {
  ...common,
  submitted_at: null,
  progress: 'I',
  status: 'DR',
  answers,
  returns: [
    {
      return_id: 9,
      activity_detail_id: 72,
      note: 'Measure the ice again.',
      returned_at: AT,
      first_handed_in_at: AT,
      handed_in_again_at: null,
    },
  ],
};

let view: MountedComponent;
let client: QueryClient;
let current: Attempt;

// The quest's player and the result load on demand, as in the app when the route preloads them.
beforeAll(() => Promise.all([preloadPlayer('quest'), preloadResult()]));

beforeEach(() => {
  view = mountComponent();
  current = handedIn;
  workNews.clear();
  vi.mocked(apiRequest).mockImplementation((call) => {
    if (call === activities.startAttempt) return Promise.resolve(current);
    if (call === activities.listAttemptQuestions) {
      return Promise.resolve({ ...current, page_break_id: null, pages: [], questions: [], steps });
    }
    return Promise.resolve({});
  });
  client = testQueryClient();
  view.render(
    withClient(
      <ResultExtraProvider render={() => <p data-testid="earned">You earned 20 XP!</p>}>
        <Routes>
          <Route path="/quest/:activityId" element={<PlayerPage type="quest" />} />
        </Routes>
      </ResultExtraProvider>,
      { client, at: `/quest/${QUEST}?assignment=3` },
    ),
  );
});
afterEach(() => {
  view.unmount();
  vi.mocked(apiRequest).mockReset();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const text = () => view.container.textContent ?? '';
const earned = () => view.container.querySelector('[data-testid="earned"]');

/** The teacher returns the work: the stream's news, then the refetch the app's wiring starts. */
async function teacherReturns() {
  current = returned;
  let refetched: Promise<void> = Promise.resolve();
  act(() => {
    for (const hear of workNews) hear({ assignment_id: 3, activity_id: QUEST });
    refetched = client.invalidateQueries({ queryKey: activityKeys.all });
  });
  // Between the news and the new answer, nothing of what the hand-in earned is shown.
  expect(earned()).toBeNull();
  await act(() => refetched);
  await settle();
}

describe('the open player when a teacher returns the work', () => {
  it('turns from the handed-in result to the returned step with its note, without reloading', async () => {
    await settle();
    await settle();
    expect(earned()).not.toBeNull();

    await teacherReturns();

    expect(earned()).toBeNull();
    expect(text()).toContain('Your teacher returned step 2 (Step title 72) for you to redo');
    expect(text()).toContain('Measure the ice again.');
    const stepTwo = view.container.querySelector('[aria-label^="Step 2:"]');
    expect(stepTwo?.getAttribute('aria-label')).toBe('Step 2: Step title 72 (returned to redo)');
    expect(text()).not.toMatch(/could not load|not been handed in/i);
  });

  it('ignores news of another activity', async () => {
    await settle();
    await settle();
    act(() => {
      for (const hear of workNews) hear({ assignment_id: 3, activity_id: QUEST + 1 });
    });
    expect(earned()).not.toBeNull();
  });
});
