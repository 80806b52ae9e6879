import { beforeEach, describe, expect, it } from 'vitest';
import { opensStraightAway } from './opens-straight-away';
import { savePrivacyPolicy, saveSession } from './session-storage';
import { loginResponseFixture } from './test-fixtures';

const ACCEPTED = [{ accepted: true, policy_id: 1, version: '1', accepted_at: '2030-01-01' }];

describe('a signed-in page the stored session opens straight away', () => {
  beforeEach(() => localStorage.clear());

  it("opens for a signed-in user of the page's roles who has accepted the policy", () => {
    saveSession(loginResponseFixture({ user_type: 'S', privacy_policy: ACCEPTED }));
    expect(opensStraightAway(['S'])).toBe(true);
    expect(opensStraightAway(['T'])).toBe(false);
  });

  it('waits for the gates: signed out, a temporary password, or a policy to accept', () => {
    expect(opensStraightAway(['S'])).toBe(false);
    saveSession(
      loginResponseFixture({
        user_type: 'S',
        privacy_policy: ACCEPTED,
        must_change_password: true,
      }),
    );
    expect(opensStraightAway(['S'])).toBe(false);
    saveSession(loginResponseFixture({ user_type: 'S' }));
    expect(opensStraightAway(['S'])).toBe(false);
    savePrivacyPolicy(ACCEPTED);
    expect(opensStraightAway(['S'])).toBe(true);
  });
});
