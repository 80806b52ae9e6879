import { readFileSync } from 'node:fs';
import { accounts } from '@kitlab/contract';
import { serverAssetPath } from '../server-assets.js';

const { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } = accounts;
let commonPasswords: Set<string> | undefined;

function isCommon(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(serverAssetPath('assets/common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords.has(password.toLowerCase());
}

/**
 * NIST SP 800-63B style rules: length from 8 to 128, any characters, no composition rules; refused
 * when it is the account's email (or its name part) or one of the most common passwords.
 */
export function passwordProblems(password: string, email: string): string[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return [`Use at least ${PASSWORD_MIN_LENGTH} characters.`];
  if (length > PASSWORD_MAX_LENGTH) return [`Use at most ${PASSWORD_MAX_LENGTH} characters.`];
  const lowered = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (lowered === address || lowered === address.split('@')[0]) {
    return ['Do not use your email address as your password.'];
  }
  if (isCommon(password))
    return ['This password is too common. Choose one that is harder to guess.'];
  return [];
}
