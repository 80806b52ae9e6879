import { describe, expect, it } from 'vitest';
import { lengthProblem, newPasswordErrors, passwordLength } from './new-password';

describe('new password rules', () => {
  it('mirrors the server: 8 to 128 characters, counted as code points', () => {
    expect(lengthProblem('1234567')).toEqual({
      tooShort: true,
      message: 'Use at least 8 characters.',
    });
    expect(lengthProblem('12345678')).toBeNull();
    expect(lengthProblem('x'.repeat(128))).toBeNull();
    expect(lengthProblem('x'.repeat(129))).toEqual({
      tooShort: false,
      message: 'Use at most 128 characters.',
    });
    expect(passwordLength('ab🌱')).toBe(3);
    expect(lengthProblem('🌱'.repeat(8))).toBeNull();
  });

  it('accepts any characters and spaces without composition rules', () => {
    expect(newPasswordErrors({ password: 'all lower case', confirm: 'all lower case' })).toEqual(
      {},
    );
  });

  it('asks for the password twice, the same both times', () => {
    expect(newPasswordErrors({ password: 'long enough', confirm: '' })).toEqual({
      confirm: 'Type the new password again.',
    });
    expect(newPasswordErrors({ password: 'long enough', confirm: 'long enougH' })).toEqual({
      confirm: 'The two passwords are not the same.',
    });
  });

  it('reports both fields at once', () => {
    expect(newPasswordErrors({ password: 'short', confirm: 'other' })).toEqual({
      password: 'Use at least 8 characters.',
      confirm: 'The two passwords are not the same.',
    });
  });
});
