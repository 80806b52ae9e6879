import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import type { UserPrivacy } from '../api/get-user-privacy';
import { PrivacyPolicyPage } from './privacy-policy-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const POLICY: NonNullable<UserPrivacy['policy']> = {
  policy_id: 3,
  version: '2.1',
  title: 'Maple Valley privacy notice',
  body: 'We keep only what teaching needs.\n\nParents may ask for a copy.',
  published_at: '2026-09-01T00:00:00.000Z',
};

const accepted = (at: string | null): UserPrivacy['privacy_policy'] => [
  { accepted: at !== null, policy_id: at ? 3 : null, version: at ? '2.1' : null, accepted_at: at },
];

const view = mountForEachTest();

async function renderWith(answer: UserPrivacy | Error) {
  if (answer instanceof Error) vi.mocked(apiRequest).mockRejectedValue(answer);
  else vi.mocked(apiRequest).mockResolvedValue(answer);
  view.render(withClient(<PrivacyPolicyPage />));
  await settleUntil(() => !text().includes('Loading the privacy policy'));
}

const text = () => view.container.textContent ?? '';

describe('PrivacyPolicyPage', () => {
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
  });

  it('shows the policy in force, paragraph by paragraph, and when the user accepted it', async () => {
    await renderWith({ policy: POLICY, privacy_policy: accepted('2027-01-31T10:00:00.000Z') });
    expect(view.container.querySelector('h1')?.textContent).toBe('Maple Valley privacy notice');
    expect(text()).toContain('Version 2.1 · published');
    const paragraphs = view.container.querySelectorAll('[data-testid="privacy-policy-body"] p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'We keep only what teaching needs.',
      'Parents may ask for a copy.',
    ]);
    expect(
      view.container.querySelector('[data-testid="privacy-policy-accepted"]')?.textContent,
    ).toMatch(/^You accepted this version on .*2027\.$/);
  });

  it('says when no policy is published, and when it could not be read', async () => {
    await renderWith({ policy: null, privacy_policy: accepted(null) });
    expect(text()).toContain('Your school has not published a privacy policy.');
    view.remount();
    await renderWith(new Error('offline'));
    expect(text()).toContain('We could not load the privacy policy');
  });
});
