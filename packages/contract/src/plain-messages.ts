import { z } from 'zod/mini';

/** The parts of a zod issue, before zod words it, that a plain sentence needs. */
export type RawIssue = z.core.$ZodRawIssue;

const INVALID = 'This value is not valid.';
const REQUIRED = 'This field is required.';
/** Longer lists of choices are not worth reading out in a message. */
const MAX_LISTED_CHOICES = 8;

const TYPE_SENTENCES: Record<string, string> = {
  string: 'Enter text.',
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  bigint: 'Enter a whole number.',
  boolean: 'Choose yes or no.',
  array: 'Send a list of values.',
  object: 'Send a group of fields.',
  date: 'Enter a date.',
};

const FORMAT_SENTENCES: Record<string, string> = {
  email: 'Enter a valid email address.',
  url: 'Enter a web address such as https://example.org.',
  uuid: 'This is not a valid id.',
  guid: 'This is not a valid id.',
  datetime: 'Enter a date and time.',
  date: 'Use the date format YYYY-MM-DD.',
  time: 'Use the time format HH:MM.',
  lowercase: 'Use lowercase letters only.',
  uppercase: 'Use capital letters only.',
};

function plural(count: number | bigint, one: string, many = `${one}s`): string {
  return `${count} ${Number(count) === 1 ? one : many}`;
}

function listOf(values: readonly unknown[]): string {
  return values.map((value) => String(value)).join(', ');
}

const LIMIT_WORDS = {
  too_small: { count: 'at least', amount: 'or more', beyond: 'above', date: 'too early', step: 1 },
  too_big: { count: 'at most', amount: 'or less', beyond: 'below', date: 'too late', step: -1 },
} as const;

/** A size limit in the user's words: characters of text, choices in a list, a number's range. */
function sizeLimit(issue: Extract<RawIssue, { code: 'too_small' | 'too_big' }>): string {
  const words = LIMIT_WORDS[issue.code];
  const { origin, exact } = issue;
  const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
  const counted = origin !== 'number' && origin !== 'bigint' && origin !== 'date';
  // An exclusive limit on a count is one step inside it, as "at least" and "at most" read.
  const bound = issue.inclusive === false && counted ? Number(limit) + words.step : limit;
  const required = issue.code === 'too_small' && Number(bound) <= 1 && !exact;
  if (origin === 'string') {
    return required
      ? REQUIRED
      : `Use ${exact ? 'exactly' : words.count} ${plural(bound, 'character')}.`;
  }
  if (origin === 'array' || origin === 'set') {
    return required
      ? 'Choose at least one.'
      : `Choose ${exact ? 'exactly' : words.count} ${bound}.`;
  }
  if (origin === 'number' || origin === 'bigint') {
    if (exact) return `Enter ${bound}.`;
    return issue.inclusive === false
      ? `Enter a number ${words.beyond} ${bound}.`
      : `Enter ${bound} ${words.amount}.`;
  }
  if (origin === 'file') return `Choose a file of ${words.count} ${plural(bound, 'byte')}.`;
  if (origin === 'date') return `This date is ${words.date}.`;
  return INVALID;
}

function badFormat(issue: Extract<RawIssue, { code: 'invalid_format' }>): string {
  if (issue.format === 'starts_with' && 'prefix' in issue) return `Start with "${issue.prefix}".`;
  if (issue.format === 'ends_with' && 'suffix' in issue) return `End with "${issue.suffix}".`;
  if (issue.format === 'includes' && 'includes' in issue) return `Include "${issue.includes}".`;
  return FORMAT_SENTENCES[issue.format] ?? 'This is not in the expected format.';
}

function wrongType(issue: Extract<RawIssue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null) return REQUIRED;
  return TYPE_SENTENCES[issue.expected] ?? INVALID;
}

function notAChoice(values: readonly unknown[]): string {
  if (values.length === 1) return `Use the value ${String(values[0])}.`;
  if (values.length > MAX_LISTED_CHOICES) return 'Choose one of the options offered.';
  return `Choose one of: ${listOf(values)}.`;
}

/**
 * A plain sentence for every kind of problem zod can find, said to the person who typed the
 * value ("Use at most 100 characters."), in place of zod's own wording ("Too big: expected string
 * to have <=100 characters"). A message a schema gives itself always wins over this one.
 */
export function plainIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue);
    case 'too_small':
    case 'too_big':
      return sizeLimit(issue);
    case 'invalid_format':
      return badFormat(issue);
    case 'not_multiple_of':
      return Number(issue.divisor) === 1
        ? 'Enter a whole number.'
        : `Enter a multiple of ${issue.divisor}.`;
    case 'invalid_value':
      return notAChoice(issue.values);
    case 'invalid_union':
      return 'options' in issue && Array.isArray(issue.options) && issue.options.length > 0
        ? notAChoice(issue.options)
        : INVALID;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `This field is not allowed here: ${issue.keys[0]}.`
        : `These fields are not allowed here: ${listOf(issue.keys)}.`;
    case 'invalid_key':
      return 'Some of the names given are not valid.';
    case 'invalid_element':
      return 'Some of the values given are not valid.';
    default:
      return INVALID;
  }
}

/**
 * Makes every schema word its problems plainly, in the server's 400 `errors` and in the forms
 * alike, because both read the same zod. Run when the contract is first imported.
 */
export function applyPlainIssueMessages(): void {
  z.config({ customError: plainIssueMessage });
}
