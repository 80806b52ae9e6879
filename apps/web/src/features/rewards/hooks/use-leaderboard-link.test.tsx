import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { clearAllStorage, saveSession } from '../../../lib/session-storage';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { loginResponseFixture } from '../../../lib/test-fixtures';
import { testQueryClient, withClient } from '../../../lib/test-query-client';
import { leaderboardQuery } from '../api/get-streak-leaderboard';
import { leaderboardFixture } from '../testing/reward-fixtures';
import { useLeaderboardLink } from './use-leaderboard-link';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const view = mountForEachTest();
let shown: boolean | null = null;
let client = testQueryClient();
beforeEach(() => {
  // Cleared before each test rather than after, while the last one's hook still listens to it.
  clearAllStorage();
  shown = null;
  client = testQueryClient();
});

function Probe() {
  shown = useLeaderboardLink();
  return null;
}

function showAs(userType: 'S' | 'T') {
  saveSession(loginResponseFixture({ user_type: userType, teacher_classes: [] }));
  view.render(withClient(<Probe />, { client }));
}

/** Whether the student's own board has been read (or failed to be). */
const boardAnswered = () =>
  ['success', 'error'].includes(
    client.getQueryState(leaderboardQuery(null, null).queryKey)?.status ?? '',
  );

/**
 * Waits for the board's answer and the render that follows it. The call's code loads on demand,
 * which takes long on a busy machine, so the wait is generous; it ends as soon as both are seen.
 */
const ANSWER_TURNS = 500;
const answeredAndShown = () => boardAnswered() && shown === true;

describe('useLeaderboardLink', () => {
  it("offers a student the link when their class's board is on", async () => {
    vi.mocked(apiRequest).mockResolvedValue(leaderboardFixture({ enabled: true }));
    showAs('S');
    await settleUntil(answeredAndShown, ANSWER_TURNS);
    expect(boardAnswered()).toBe(true);
    expect(shown).toBe(true);
  });

  it("hides it from a student whose class's board is off", async () => {
    vi.mocked(apiRequest).mockResolvedValue(
      leaderboardFixture({ enabled: false, disabled_reason: 'Off for classes under 13.' }),
    );
    showAs('S');
    await settleUntil(boardAnswered, ANSWER_TURNS);
    await settleUntil(() => false, 3);
    expect(boardAnswered()).toBe(true);
    expect(shown).toBe(false);
  });

  it('keeps it when the board could not be read, so the page can say why', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 500, detail: 'Something went wrong.', code: 'server_error' }),
    );
    showAs('S');
    await settleUntil(answeredAndShown, ANSWER_TURNS);
    expect(boardAnswered()).toBe(true);
    expect(shown).toBe(true);
  });

  it('always offers a teacher the link, without asking for a board', async () => {
    showAs('T');
    await settleUntil(() => false, 3);
    expect(shown).toBe(true);
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
