import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accounts } from './index.js';
import { plainIssueMessage, type RawIssue } from './plain-messages.js';

/** The message zod gives the first problem of a value, with the contract's wording installed. */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('plain messages for every problem the contract can find', () => {
  it.each([
    ['a missing field', z.object({ name: z.string() }), {}, 'This field is required.'],
    ['a null field', z.object({ name: z.string() }), { name: null }, 'This field is required.'],
    ['a number for text', z.string(), 5, 'Enter text.'],
    ['text for a number', z.number(), 'five', 'Enter a number.'],
    ['not a number', z.number(), Number.NaN, 'Enter a number.'],
    ['a fraction for a whole number', z.number().int(), 1.5, 'Enter a whole number.'],
    ['text for yes or no', z.boolean(), 'yes', 'Choose yes or no.'],
    ['one value for a list', z.array(z.number()), 1, 'Send a list of values.'],
    ['text for a group', z.object({}), 'x', 'Send a group of fields.'],
    ['empty text', z.string().trim().min(1), '  ', 'This field is required.'],
    ['short text', z.string().min(8), 'abc', 'Use at least 8 characters.'],
    ['long text', z.string().max(100), 'x'.repeat(101), 'Use at most 100 characters.'],
    ['one character too many', z.string().max(1), 'xy', 'Use at most 1 character.'],
    ['text of a fixed length', z.string().length(6), '123', 'Use exactly 6 characters.'],
    ['a number too small', z.number().min(1), 0, 'Enter 1 or more.'],
    ['zero for a positive number', z.number().positive(), 0, 'Enter a number above 0.'],
    ['a number too big', z.number().max(100), 101, 'Enter 100 or less.'],
    ['a number not below a limit', z.number().lt(10), 10, 'Enter a number below 10.'],
    ['an empty list', z.array(z.number()).min(1), [], 'Choose at least one.'],
    ['a short list', z.array(z.number()).min(2), [1], 'Choose at least 2.'],
    ['a long list', z.array(z.number()).max(2), [1, 2, 3], 'Choose at most 2.'],
    ['a bad email', z.string().email(), 'no-at-sign', 'Enter a valid email address.'],
    ['a bad id', z.string().uuid(), 'abc', 'This is not a valid id.'],
    ['a bad address', z.url(), 'nope', 'Enter a web address such as https://example.org.'],
    ['a bad pattern', z.string().regex(/^\d+$/), 'x', 'This is not in the expected format.'],
    ['a bad date', z.iso.date(), '31/01/2027', 'Use the date format YYYY-MM-DD.'],
    ['a bad date and time', z.iso.datetime(), 'soon', 'Enter a date and time.'],
    ['a missing prefix', z.string().startsWith('KL-'), 'x', 'Start with "KL-".'],
    ['a wrong step', z.number().multipleOf(5), 7, 'Enter a multiple of 5.'],
    ['an unknown choice', z.enum(['S', 'T', 'C']), 'X', 'Choose one of: S, T, C.'],
    ['a wrong constant', z.literal('quiz'), 'quest', 'Use the value quiz.'],
    [
      'a choice from a long list',
      z.enum('abcdefghij'.split('') as [string]),
      'z',
      'Choose one of the options offered.',
    ],
    ['a union', z.union([z.string(), z.number()]), true, 'This value is not valid.'],
    [
      'an unknown kind',
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('quiz') }),
        z.object({ kind: z.literal('quest') }),
      ]),
      { kind: 'poll' },
      'Choose one of: quiz, quest.',
    ],
    [
      'an unknown field',
      z.object({}).strict(),
      { role: 'C' },
      'This field is not allowed here: role.',
    ],
    [
      'unknown fields',
      z.object({}).strict(),
      { role: 'C', id: 1 },
      'These fields are not allowed here: role, id.',
    ],
    [
      'a bad key',
      z.record(z.string().regex(/^a/), z.number()),
      { b: 1 },
      'Some of the names given are not valid.',
    ],
    [
      'a failed rule',
      z.string().refine((value) => value === 'ok'),
      'no',
      'This value is not valid.',
    ],
  ])('%s', (_, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('keeps the message a schema gives itself', () => {
    expect(messageOf(z.string().max(3, 'Keep it short.'), 'long')).toBe('Keep it short.');
    expect(messageOf(z.string().email('Enter a school email.'), 'x')).toBe('Enter a school email.');
  });

  it('words a real call plainly, as the server and the forms both show it', () => {
    expect(
      messageOf(accounts.updateAccountSettings.body ?? z.never(), { first_name: 'x'.repeat(101) }),
    ).toBe('Use at most 100 characters.');
  });

  it('never answers with zod wording for limits it cannot find in data', () => {
    const issues: RawIssue[] = [
      { code: 'too_big', origin: 'file', maximum: 10, inclusive: true, input: null },
      { code: 'too_small', origin: 'file', minimum: 1, inclusive: true, input: null },
      { code: 'too_big', origin: 'date', maximum: 0, inclusive: true, input: null },
      { code: 'too_small', origin: 'date', minimum: 0, inclusive: true, input: null },
      { code: 'too_small', origin: 'set', minimum: 2, inclusive: true, input: null },
      { code: 'not_multiple_of', divisor: 1, input: 1.5, origin: 'number' },
      { code: 'invalid_element', origin: 'map', key: 'a', issues: [], input: null },
    ] as RawIssue[];
    expect(issues.map(plainIssueMessage)).toEqual([
      'Choose a file of at most 10 bytes.',
      'Choose a file of at least 1 byte.',
      'This date is too late.',
      'This date is too early.',
      'Choose at least 2.',
      'Enter a whole number.',
      'Some of the values given are not valid.',
    ]);
  });
});
