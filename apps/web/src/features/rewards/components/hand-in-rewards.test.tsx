import { readFileSync } from 'node:fs';
import { rewards } from '@kitlab/contract';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
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
    vi.mocked(apiRequest).mockResolvedValue(
      attemptRewardsFixture({
        xp_earned: 0,
        items: [],
        new_badges: [],
        next_badge: null,
        awaiting_marks: true,
      }),
    );
    await show('quest');
    expect(vi.mocked(apiRequest).mock.calls[0]?.[0]).toBe(rewards.getSubmissionRewards);
    expect(apiRequest).toHaveBeenCalledTimes(1);
    const words = panel()?.textContent ?? '';
    expect(words).toContain('No new XP this time');
    expect(words).toContain('You already earned the XP for this work.');
    expect(words).toContain('Waiting for your teacher to mark it');
  });

  it('moves in only for those who have not asked for less motion', async () => {
    vi.mocked(apiRequest).mockResolvedValue(attemptRewardsFixture());
    await show('worksheet');
    const css = readFileSync(`${import.meta.dirname}/rewards.module.css`, 'utf8');
    expect(css).toMatch(/@media \(prefers-reduced-motion: no-preference\)\s*\{\s*\.enter/);
    expect(panel()?.className).toMatch(/enter/);
  });
});
