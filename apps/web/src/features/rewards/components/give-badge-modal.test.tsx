import { rewards } from '@kitlab/contract';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mountForEachTest, settleUntil, typeInto } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { showToast } from '../../../lib/toasts';
import type { StudentCounts } from '../api/get-teacher-counts';
import { GiveBadgeModal } from './give-badge-modal';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));

const TOKEN = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const student: StudentCounts = {
  user_token: TOKEN,
  first_name: 'Maya',
  last_name: 'Reed',
  total_xp_points: 120,
  week_xp_points: 30,
  badge_count: 1,
  streak_length: 2,
};

const view = mountForEachTest();

// The modal renders in a portal on the document's body.
const text = () => document.body.textContent ?? '';
const form = () => document.body.querySelector<HTMLFormElement>('form[aria-label="Give a badge"]');
const reasonBox = () => form()?.querySelector('textarea') as HTMLTextAreaElement;

async function open(onClose = vi.fn()) {
  view.render(withClient(<GiveBadgeModal classId={4} student={student} onClose={onClose} />));
  await settleUntil(() => form() !== null);
  return onClose;
}

function choose(code: string) {
  act(() => form()?.querySelector<HTMLInputElement>(`input[value="${code}"]`)?.click());
}

const submit = () =>
  act(() => form()?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());

const sent = () => vi.mocked(apiRequest).mock.calls.filter(([call]) => call === rewards.giveBadge);

describe('GiveBadgeModal', () => {
  it('offers the three badges a teacher gives, each with its artwork', async () => {
    await open();
    for (const code of rewards.MANUAL_BADGE_CODES) {
      expect(form()?.querySelector(`input[value="${code}"]`)).not.toBeNull();
      expect(form()?.querySelector(`[data-badge-art="${code}"]`)).not.toBeNull();
    }
  });

  it('asks for a reason before sending anything', async () => {
    await open();
    choose('great_effort');
    typeInto(reasonBox(), 'ok');
    submit();
    await settleUntil(() => text().includes('Say in a few words why the student earned it.'));
    expect(sent()).toHaveLength(0);
  });

  it('shows the server’s word on the reason field', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({
        status: 400,
        detail: 'Check the form.',
        code: 'invalid',
        errors: { reason: ['That reason cannot be used.'] },
      }),
    );
    await open();
    choose('great_effort');
    typeInto(reasonBox(), 'Worked so hard');
    submit();
    await settleUntil(() => text().includes('That reason cannot be used.'));
    expect(reasonBox().getAttribute('aria-invalid')).toBe('true');
    expect(text()).not.toContain('Could not give the badge');
  });

  it('says plainly when the student already has the badge', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 409, detail: 'Conflict', code: 'conflict' }),
    );
    const onClose = await open();
    choose('kind_teammate');
    typeInto(reasonBox(), 'Helped Omar with the quiz');
    submit();
    await settleUntil(() => text().includes('Maya Reed already has this badge.'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives the badge, says so and closes', async () => {
    vi.mocked(apiRequest).mockResolvedValue({
      user_token: TOKEN,
      badge: {
        code: 'helpful_reply',
        name: 'Helpful reply',
        how_earned: 'A teacher gives it for a discussion reply that helped others.',
        manual: true,
        earned_at: '2026-03-12T10:00:00Z',
        given_by: 'Ms Lee',
        reason: 'Your reply helped the class.',
      },
    });
    const onClose = await open();
    choose('helpful_reply');
    typeInto(reasonBox(), 'Your reply helped the class.');
    submit();
    await settleUntil(() => onClose.mock.calls.length > 0);
    expect(sent()[0]?.[1]).toEqual({
      body: {
        class_id: 4,
        user_token: TOKEN,
        badge: 'helpful_reply',
        reason: 'Your reply helped the class.',
      },
    });
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Maya Reed now has the Helpful reply badge.',
        tone: 'success',
      }),
    );
  });
});
