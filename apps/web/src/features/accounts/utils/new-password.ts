import { accounts } from '@kitlab/contract';

/** The number of characters as the server counts them (code points, so an emoji is one). */
export function passwordLength(password: string): number {
  return [...password].length;
}

export interface LengthProblem {
  tooShort: boolean;
  message: string;
}

/** The server's length rule for a new password, or null when the length is right. */
export function lengthProblem(password: string): LengthProblem | null {
  const length = passwordLength(password);
  if (length < accounts.PASSWORD_MIN_LENGTH) {
    return { tooShort: true, message: `Use at least ${accounts.PASSWORD_MIN_LENGTH} characters.` };
  }
  if (length > accounts.PASSWORD_MAX_LENGTH) {
    return { tooShort: false, message: `Use at most ${accounts.PASSWORD_MAX_LENGTH} characters.` };
  }
  return null;
}

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/**
 * What the browser can tell about a new password before sending it: its length and that it was
 * typed the same twice. Whether it is too common or the user's email is for the server to say.
 */
export function newPasswordErrors(
  values: NewPasswordValues,
): Partial<Record<keyof NewPasswordValues, string>> {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  const problem = lengthProblem(values.password);
  if (problem) errors.password = problem.message;
  if (values.confirm === '') errors.confirm = 'Type the new password again.';
  else if (values.confirm !== values.password)
    errors.confirm = 'The two passwords are not the same.';
  return errors;
}
