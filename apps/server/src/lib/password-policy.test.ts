import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy.js';

const email = 'maya.patel@school.test';

describe('passwordProblems', () => {
  it('accepts a long passphrase of any characters, without composition rules', () => {
    expect(passwordProblems('purple elephants dance', email)).toEqual([]);
    expect(passwordProblems('ñandú-über-straße', email)).toEqual([]);
    expect(passwordProblems('x'.repeat(64), email)).toEqual([]);
  });

  it('needs 8 to 128 characters, counting letters not bytes', () => {
    expect(passwordProblems('short1!', email)[0]).toMatch(/at least 8/);
    expect(passwordProblems('ééééééé', email)[0]).toMatch(/at least 8/);
    expect(passwordProblems('a'.repeat(129), email)[0]).toMatch(/at most 128/);
  });

  it('refuses the email address and its name part', () => {
    expect(passwordProblems('Maya.Patel@school.test', email)[0]).toMatch(/email/);
    expect(passwordProblems('maya.patel', email)[0]).toMatch(/email/);
  });

  it('refuses the most common passwords in any letter case', () => {
    for (const common of [
      'password',
      'PASSWORD',
      '12345678',
      'iloveyou',
      'sunshine',
      'qwertyuiop',
    ]) {
      expect(passwordProblems(common, email)[0]).toMatch(/too common/);
    }
  });
});
