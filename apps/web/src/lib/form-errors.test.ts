import { accounts } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { bodyOf, checkFields, explainedOnFields, serverFieldError } from './form-errors';

const verify = bodyOf(accounts.verifyRecoveryCode);

describe('checkFields', () => {
  it("answers the contract's parsed data when the values are valid", () => {
    const result = checkFields(verify, { email: ' Ann@School.test ', otp: ' 012345 ' });
    expect(result.errors).toEqual({});
    expect(result.data).toEqual({ email: 'Ann@School.test', otp: '012345' });
  });

  it("answers the contract's first message for each wrong field", () => {
    const result = checkFields(verify, { email: '', otp: '12ab' });
    expect(result.data).toBeNull();
    expect(result.errors).toEqual({
      email: 'Enter your email.',
      otp: 'Enter the 6 digits from the email.',
    });
  });
});

it('refuses to read the body schema of a call without one', () => {
  expect(() => bodyOf(accounts.getAccountSettings)).toThrow('takes no body');
});

describe('server field errors', () => {
  const refused = new ApiError({
    status: 400,
    detail: 'This code is not valid.',
    code: 'invalid_code',
    errors: { otp: ['This code is not valid.', 'Second message'] },
  });

  it("reads a field's first message", () => {
    expect(serverFieldError(refused, 'otp')).toBe('This code is not valid.');
    expect(serverFieldError(refused, 'email')).toBeUndefined();
    expect(serverFieldError(new Error('x'), 'otp')).toBeUndefined();
  });

  it('tells whether the refusal is shown on one of the fields', () => {
    expect(explainedOnFields(refused, ['email', 'otp'])).toBe(true);
    expect(explainedOnFields(refused, ['email'])).toBe(false);
    expect(explainedOnFields(null, ['otp'])).toBe(false);
  });
});
