import { describe, expect, it } from 'vitest';
import { presentPasswordResetCheck } from './recovery.presenter.js';

describe('a password reset check', () => {
  it('greets the user by first name and says whether they must change their password', () => {
    const user = { firstName: 'Emma', mustChangePassword: true };
    expect(presentPasswordResetCheck(true, user)).toEqual({
      valid: true,
      must_change_password: true,
      first_name: 'Emma',
    });
  });

  it('names nobody when no user is found', () => {
    expect(presentPasswordResetCheck(false, null)).toEqual({
      valid: false,
      must_change_password: false,
      first_name: null,
    });
  });
});
