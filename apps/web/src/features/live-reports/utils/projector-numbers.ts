/**
 * Projector mode shows the class as "Student 1..n". The numbers stay the same for the whole tab
 * session (a student keeps theirs as the report refreshes and as the teacher goes back and forth),
 * kept in sessionStorage under `kitlab.projector_numbers.<class id>` as the students' tokens in
 * number order; a student new to the report is given the next number. Sign-out clears it.
 */
const PREFIX = 'kitlab.projector_numbers';

const keyOf = (classId: number) => `${PREFIX}.${classId}`;

/**
 * The numbering after `present` students were seen: those already numbered keep their place, the
 * rest follow. Newcomers are taken in the order of their tokens, not of the list given, which runs
 * by name: a number must not tell where a name sits in the alphabet.
 */
export function extendNumbering(numbered: readonly string[], present: readonly string[]): string[] {
  const known = new Set(numbered);
  const newcomers = [...new Set(present)].filter((token) => !known.has(token)).sort();
  return newcomers.length === 0 ? [...numbered] : [...numbered, ...newcomers];
}

/** Each token's number, from 1. */
export function numbersOf(numbered: readonly string[]): Map<string, number> {
  return new Map(numbered.map((token, index) => [token, index + 1]));
}

/** The label that stands for a student on the projector. */
export const projectorName = (number: number): string => `Student ${number}`;

function asTokens(value: unknown): string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : [];
}

/** The class's numbering as stored; none when missing, damaged or storage is unavailable. */
export function readNumbering(classId: number, storage: Storage): string[] {
  try {
    return asTokens(JSON.parse(storage.getItem(keyOf(classId)) ?? '[]'));
  } catch {
    return [];
  }
}

/** Keeps the class's numbering; a browser without storage numbers afresh on each page. */
export function keepNumbering(
  classId: number,
  numbered: readonly string[],
  storage: Storage,
): void {
  try {
    storage.setItem(keyOf(classId), JSON.stringify(numbered));
  } catch {
    // Private mode or a full quota: the numbers last as long as the page.
  }
}
