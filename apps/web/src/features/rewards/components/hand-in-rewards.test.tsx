import { readFileSync } from 'node:fs';
import { rewards } from '@kitlab/contract';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { testQueryClient, withClient } from '../../../lib/test-query-client';
import { memberQuery } from '../api/get-member';
import { rewardKeys } from '../api/keys';
import { attemptRewardsFixture } from '../testing/reward-fixtures';
import { HandInRewards } from './hand-in-rewards';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const view = mountForEachTest();

const panel = () => view.container.querySelector('[data-testid="hand-in-rewards"]');

async function show(activityType: 'quiz' | 'quest' | 'worksheet') {
  view.render(withClient(<HandInRewards answerHeaderId={31} activityType={activityType} />));
  await settleUntil(() => panel() !== null);
}

describe('HandInRewards', () => {
  it('shows what a quiz earned: XP by item, a new badge and the next one', async () => {
    vi.mocked(apiRequest).mockResolvedValue(attemptRewardsFixture());
    await show('quiz');
    expect(vi.mocked(apiRequest).mock.calls[0]?.[0]).toBe(rewards.getAnswerSessionRewards);
    expect(apiRequest).toHaveBeenCalledTimes(1);
    const words = panel()?.textContent ?? '';
    expect(words).toContain('You earned 40 XP!');
    expect(words).toContain('3 questions right the first time: +30 XP');
    expect(words).toContain('New badge: First quiz.');
    expect(
      panel()?.querySelector('[data-badge-art="first_quiz"]')?.getAttribute('aria-hidden'),
    ).toBe('true');
    expect(words).toContain('Next badge: 1,000 XP (140 / 1,000)');
    expect(words).not.toContain('Waiting for your teacher');
  });

  it('asks the quest rewards of a quest, and says marks are still to come', async () => {
    vi.mocked(apiRequest).mockResolvedValue(attemptRewardsFixture({ awaiting_marks: true }));
    await show('quest');
    expect(vi.mocked(apiRequest).mock.calls[0]?.[0]).toBe(rewards.getSubmissionRewards);
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(panel()?.textContent).toContain('your marks will earn more XP');
  });

  it('lists every XP source of a first hand-in, the streak day too, adding up to the total', async () => {
    vi.mocked(apiRequest).mockResolvedValue(
      attemptRewardsFixture({
        xp_earned: 30,
        items: [
          { source: 'first_submission', points: 20, label: 'First hand-in of Sensors quest' },
          { source: 'streak_day', points: 10, label: 'A new day of your streak' },
        ],
        total_xp_points: 30,
      }),
    );
    await show('quest');
    const lines = [...(panel()?.querySelectorAll('li') ?? [])].map((li) => li.textContent);
    expect(lines).toEqual([
      'First hand-in of Sensors quest: +20 XP',
      'A new day of your streak: +10 XP',
    ]);
    expect(panel()?.textContent).toContain('You earned 30 XP!');
    expect(panel()?.textContent).toContain('You have 30 XP in all.');
    expect(panel()?.textContent).not.toContain('your marks will earn more XP');
  });

  it('says plainly that a redo adds nothing, without listing the first hand-in again', async () => {
    vi.mocked(apiRequest).mockResolvedValue(
      attemptRewardsFixture({
        xp_earned: 0,
        items: [],
        new_badges: [],
        next_badge: null,
        earlier_xp_points: 36,
        total_xp_points: 46,
      }),
    );
    await show('worksheet');
    const words = panel()?.textContent ?? '';
    expect(words).toContain('No new XP for this hand-in');
    expect(words).toContain('You earned 36 XP for this work before, so this hand-in adds none.');
    expect(words).toContain('You have 46 XP in all.');
    expect(words).not.toContain('You earned 0');
    expect(words).not.toContain('First hand-in');
    expect(panel()?.querySelector('ul')).toBeNull();
  });

  it("has the header's XP and streak refetched once it shows what the hand-in earned, and itself fetched once", async () => {
    const client = testQueryClient();
    const before = { total_xp_points: 0, week_xp_points: 0, is_member: true };
    client.setQueryData(memberQuery().queryKey, before);
    client.setQueryData(rewardKeys.streak(), { current_length: 0 });
    vi.mocked(apiRequest).mockResolvedValue(attemptRewardsFixture());
    view.render(withClient(<HandInRewards answerHeaderId={31} activityType="quiz" />, { client }));
    await settleUntil(() => panel() !== null);
    expect(client.getQueryState(memberQuery().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(rewardKeys.streak())?.isInvalidated).toBe(true);
    expect(client.getQueryState(rewardKeys.attempt('quiz', 31))?.isInvalidated).toBe(false);
    await settleUntil(() => false, 5);
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });

  it("leaves the header's XP alone when the earned answer comes again: the live stream refreshed both", async () => {
    const client = testQueryClient();
    vi.mocked(apiRequest).mockResolvedValue(attemptRewardsFixture());
    view.render(withClient(<HandInRewards answerHeaderId={31} activityType="quiz" />, { client }));
    await settleUntil(() => panel() !== null);
    client.setQueryData(memberQuery().queryKey, {
      total_xp_points: 40,
      week_xp_points: 40,
      is_member: true,
    });

    // A rewards change on the live stream refetches every rewards query, the earned one too.
    await client.refetchQueries({ queryKey: rewardKeys.attempt('quiz', 31) });
    await settleUntil(() => false, 5);
    expect(apiRequest).toHaveBeenCalledTimes(2);
    expect(client.getQueryState(memberQuery().queryKey)?.isInvalidated).toBe(false);
  });

  it('moves in only for those who have not asked for less motion', async () => {
    vi.mocked(apiRequest).mockResolvedValue(attemptRewardsFixture());
    await show('worksheet');
    const css = readFileSync(`${import.meta.dirname}/rewards.module.css`, 'utf8');
    expect(css).toMatch(/@media \(prefers-reduced-motion: no-preference\)\s*\{\s*\.enter/);
    expect(panel()?.className).toMatch(/enter/);
  });
});
