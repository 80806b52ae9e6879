import { activities } from '@kitlab/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { testQueryClient } from '../../../lib/test-query-client';
import { activityKeys } from './keys';
import { attemptQuery, startAttemptAhead } from './start-attempt';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

type Request = { body?: { activity_id: number; assignment_id?: number } };

/** Activity 9 is a quiz in progress; the others are handed in. */
const attemptOf = (activityId: number) =>
  activityId === 9
    ? {
        activity_id: 9,
        activity_type: 'quiz',
        status: 'DR',
        answer_header_id: 90,
        resume: { activity_detail_id: null, page_break_id: null },
      }
    : { activity_id: activityId, activity_type: 'quest', status: 'S' };

const OPENING_PAGE = { status: 'DR', page_break_id: null, pages: [], questions: [], steps: [] };

/** The calls made: ['attempt', activity, assignment] or ['page']. */
const calls = () =>
  vi.mocked(apiRequest).mock.calls.map(([call, request]) => {
    if (call !== activities.startAttempt) return ['page'];
    const body = (request as Request).body;
    return ['attempt', body?.activity_id, body?.assignment_id ?? null];
  });

describe('the attempt asked for ahead of the player', () => {
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockImplementation((call, request) =>
      Promise.resolve(
        call === activities.startAttempt
          ? attemptOf((request as Request).body?.activity_id ?? 0)
          : OPENING_PAGE,
      ),
    );
  });

  it("is the player's first attempt, asked for once; the next read asks again", async () => {
    startAttemptAhead(7, 3);
    const client = testQueryClient();
    await expect(client.fetchQuery(attemptQuery(client, 7, 3))).resolves.toMatchObject({
      activity_id: 7,
    });
    expect(calls()).toEqual([['attempt', 7, 3]]);
    await client.refetchQueries();
    expect(calls()).toEqual([
      ['attempt', 7, 3],
      ['attempt', 7, 3],
    ]);
  });

  it("brings a quiz's opening page with it, which the attempt answers with", async () => {
    startAttemptAhead(9, null);
    const client = testQueryClient();
    await client.fetchQuery(attemptQuery(client, 9, null));
    expect(calls()).toEqual([['attempt', 9, null], ['page']]);
    expect(client.getQueryData(activityKeys.sheet(9, 90, null))).toEqual(OPENING_PAGE);
  });

  it('is dropped when the player opens more than ten seconds later', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValueOnce(1_000).mockReturnValue(11_001);
    startAttemptAhead(7, 3);
    const client = testQueryClient();
    await client.fetchQuery(attemptQuery(client, 7, 3));
    expect(calls()).toEqual([
      ['attempt', 7, 3],
      ['attempt', 7, 3],
    ]);
    now.mockRestore();
  });

  it('is dropped when the player opens another activity or assignment first', async () => {
    startAttemptAhead(7, 3);
    const client = testQueryClient();
    await client.fetchQuery(attemptQuery(client, 7, null));
    await client.fetchQuery(attemptQuery(client, 7, 3));
    expect(calls()).toEqual([
      ['attempt', 7, 3],
      ['attempt', 7, null],
      ['attempt', 7, 3],
    ]);
  });
});

describe('the attempt of a quiz in progress', () => {
  it('answers once its opening page has, even when that page fails', async () => {
    vi.mocked(apiRequest).mockReset();
    vi.mocked(apiRequest).mockImplementation((call) =>
      call === activities.startAttempt
        ? Promise.resolve(attemptOf(9))
        : Promise.reject(new Error('offline')),
    );
    const client = testQueryClient();
    await expect(client.fetchQuery(attemptQuery(client, 9, null))).resolves.toMatchObject({
      status: 'DR',
    });
    expect(client.getQueryState(activityKeys.sheet(9, 90, null))?.status).toBe('error');
  });
});
