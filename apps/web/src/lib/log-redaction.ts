/** What a log shows in place of a value it must not keep. */
export const REDACTED = '[redacted]';

/**
 * Fields whose values never reach a log, by the last word of their name: secrets (sign-in and
 * reset tokens and keys, uploaded files' keys, recovery codes, encrypted payloads), a student's
 * answers and a teacher's comments, notes and reasons on them, which student a request is about,
 * and personal details a school would not want copied. So
 * `reset_key` and `answer_text` are redacted, `answer_header_id` and `class_name` are not.
 */
const SECRET_WORDS = new Set([
  'token',
  'tokens',
  'secret',
  'otp',
  'code',
  'key',
  'keys',
  'payload',
  'authorization',
  'cookie',
  'answer',
  'answers',
  'text',
  'blanks',
  'response',
  'responses',
  'comment',
  'comments',
  'note',
  'notes',
  'reason',
  'student',
  'students',
  'email',
  'search',
  'phone',
]);
const PERSONAL_NAMES = new Set(['first_name', 'last_name', 'full_name']);

const MAX_DEPTH = 6;
const MAX_TEXT = 2000;
const MAX_ITEMS = 50;

function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a field's value must stay out of logs; any name with "password" in it does. */
export function isSecretField(name: string): boolean {
  const lower = name.toLowerCase();
  if (lower.includes('password') || PERSONAL_NAMES.has(wordsOf(name).join('_'))) return true;
  const last = wordsOf(name).at(-1);
  return last !== undefined && SECRET_WORDS.has(last);
}

function copyForLog(value: unknown, hide: (name: string) => boolean, depth: number): unknown {
  if (typeof value === 'string') {
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (Array.isArray(value)) {
    return value.slice(0, MAX_ITEMS).map((item) => copyForLog(item, hide, depth + 1));
  }
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [
      name,
      hide(name) ? REDACTED : copyForLog(item, hide, depth + 1),
    ]),
  );
}

/**
 * A copy of what the app sent that is safe to log: secret fields redacted at any depth, long
 * text and long lists shortened and deep nesting cut off, so an entry stays small.
 */
export function redactForLog(value: unknown): unknown {
  return copyForLog(value, isSecretField, 0);
}

/** A copy of what went wrong (the server's answer, an error's stack), only shortened. */
export function shortenForLog(value: unknown): unknown {
  return copyForLog(value, () => false, 0);
}
