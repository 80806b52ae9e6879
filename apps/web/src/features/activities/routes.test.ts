import { activities } from '@kitlab/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client';
import { PLAYER_PATHS } from '../../lib/paths/activities';
import { savePrivacyPolicy, saveSession } from '../../lib/session-storage';
import { loginResponseFixture } from '../../lib/test-fixtures';
import { testQueryClient } from '../../lib/test-query-client';
import { attemptQuery } from './api/start-attempt';
import { activitiesRoutes } from './routes';

vi.mock('../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const ACCEPTED = [{ accepted: true, policy_id: 1, version: '1', accepted_at: '2030-01-01' }];

/** The quiz player's route, as the students' role guard holds it. */
function quizRoute(): RouteObject {
  const route = activitiesRoutes.signedInRoutes?.[0]?.children?.find(
    (child) => child.path === PLAYER_PATHS.quiz,
  );
  if (!route) throw new Error('No quiz player route');
  return route;
}

async function openQuizRoute(address: string) {
  window.history.replaceState(null, '', address);
  const lazy = quizRoute().lazy;
  if (typeof lazy !== 'function') throw new Error('The quiz route loads nothing on demand');
  await lazy();
}

const startsAsked = () =>
  vi.mocked(apiRequest).mock.calls.filter(([call]) => call === activities.startAttempt);

describe("the quiz player's route", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockResolvedValue({
      activity_id: 7,
      activity_type: 'quiz',
      status: 'S',
    });
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("asks for the student's attempt with the player's code, which the player then takes", async () => {
    saveSession(loginResponseFixture({ user_type: 'S' }));
    savePrivacyPolicy(ACCEPTED);
    await openQuizRoute('/quiz/7?assignment=3');
    await vi.waitFor(() => expect(startsAsked()).toHaveLength(1));
    expect(startsAsked()[0]?.[1]).toMatchObject({ body: { activity_id: 7, assignment_id: 3 } });

    const client = testQueryClient();
    await client.fetchQuery(attemptQuery(client, 7, 3));
    expect(startsAsked()).toHaveLength(1);
  });

  it('asks for nothing ahead while a gate would hold the player', async () => {
    saveSession(loginResponseFixture({ user_type: 'S' }));
    await openQuizRoute('/quiz/7');
    // Whatever the route would ask once the asking code arrived has been asked by now.
    await import('./api/start-attempt');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startsAsked()).toHaveLength(0);
  });
});
