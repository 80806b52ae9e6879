import { lengthProblem } from './new-password';

export type StrengthLevel = 0 | 1 | 2 | 3 | 4;

/** What the strength estimator says about a password (zxcvbn's score and feedback keys). */
export interface StrengthCheck {
  score: StrengthLevel;
  warning: string | null;
  suggestions: readonly string[];
}

/** What the meter shows. */
export interface Strength {
  level: StrengthLevel;
  label: string;
  /** A Mantine colour for the bar. */
  color: string;
  hint: string | null;
  /** Whether the server will accept it as far as the browser can tell (length only). */
  acceptable: boolean;
}

const LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/** zxcvbn's warning keys, in words a pupil understands. */
const WARNINGS: Record<string, string> = {
  straightRow: 'Keys in a row on the keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "1234" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the most used passwords.',
  topHundred: 'This is one of the most used passwords.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is very like a commonly used password.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'Do not use your name or email in your password.',
  pwned: 'This password has appeared in a data leak.',
};

const ADD_WORDS = 'Add a few more words. A short sentence only you would think of works well.';

/**
 * The meter for a password: the length rules first (the server's), then the estimator's score
 * and its main warning. Nothing while the field is empty.
 */
export function describeStrength(password: string, check: StrengthCheck | null): Strength | null {
  if (password === '') return null;
  const problem = lengthProblem(password);
  if (problem) {
    return {
      level: 0,
      label: problem.tooShort ? 'Too short' : 'Too long',
      color: COLORS[0],
      hint: problem.message,
      acceptable: false,
    };
  }
  if (!check) return null;
  const warning = check.warning ? (WARNINGS[check.warning] ?? null) : null;
  return {
    level: check.score,
    label: LABELS[check.score],
    color: COLORS[check.score],
    hint: warning ?? (check.score < 3 ? ADD_WORDS : null),
    acceptable: true,
  };
}
