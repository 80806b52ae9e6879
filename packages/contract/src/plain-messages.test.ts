import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { accounts } from './index.js';
import { plainIssueMessage, type RawIssue } from './plain-messages.js';

/** The message zod gives the first problem of a value, with the contract's wording installed. */
function messageOf(schema: z.ZodMiniType, value: unknown): string | undefined {
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
    ['a fraction for a whole number', z.int(), 1.5, 'Enter a whole number.'],
    ['text for yes or no', z.boolean(), 'yes', 'Choose yes or no.'],
    ['one value for a list', z.array(z.number()), 1, 'Send a list of values.'],
    ['text for a group', z.object({}), 'x', 'Send a group of fields.'],
    ['empty text', z.string().check(z.trim(), z.minLength(1)), '  ', 'This field is required.'],
    ['short text', z.string().check(z.minLength(8)), 'abc', 'Use at least 8 characters.'],
    [
      'long text',
      z.string().check(z.maxLength(100)),
      'x'.repeat(101),
      'Use at most 100 characters.',
    ],
    ['one character too many', z.string().check(z.maxLength(1)), 'xy', 'Use at most 1 character.'],
    ['text of a fixed length', z.string().check(z.length(6)), '123', 'Use exactly 6 characters.'],
    ['a number too small', z.number().check(z.gte(1)), 0, 'Enter 1 or more.'],
    ['zero for a positive number', z.number().check(z.positive()), 0, 'Enter a number above 0.'],
    ['a number too big', z.number().check(z.lte(100)), 101, 'Enter 100 or less.'],
    ['a number not below a limit', z.number().check(z.lt(10)), 10, 'Enter a number below 10.'],
    ['an empty list', z.array(z.number()).check(z.minLength(1)), [], 'Choose at least one.'],
    ['a short list', z.array(z.number()).check(z.minLength(2)), [1], 'Choose at least 2.'],
    ['a long list', z.array(z.number()).check(z.maxLength(2)), [1, 2, 3], 'Choose at most 2.'],
    ['a bad email', z.string().check(z.email()), 'no-at-sign', 'Enter a valid email address.'],
    ['a bad id', z.string().check(z.uuid()), 'abc', 'This is not a valid id.'],
    ['a bad address', z.url(), 'nope', 'Enter a web address such as https://example.org.'],
    [
      'a bad pattern',
      z.string().check(z.regex(/^\d+$/)),
      'x',
      'This is not in the expected format.',
    ],
    ['a bad date', z.iso.date(), '31/01/2027', 'Use the date format YYYY-MM-DD.'],
    ['a bad date and time', z.iso.datetime(), 'soon', 'Enter a date and time.'],
    ['a missing prefix', z.string().check(z.startsWith('KL-')), 'x', 'Start with "KL-".'],
    ['a wrong step', z.number().check(z.multipleOf(5)), 7, 'Enter a multiple of 5.'],
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
      z.strictObject({}),
      { role: 'C' },
      'This field is not allowed here: role.',
    ],
    [
      'unknown fields',
      z.strictObject({}),
      { role: 'C', id: 1 },
      'These fields are not allowed here: role, id.',
    ],
    [
      'a bad key',
      z.record(z.string().check(z.regex(/^a/)), z.number()),
      { b: 1 },
      'Some of the names given are not valid.',
    ],
    [
      'a failed rule',
      z.string().check(z.refine((value) => value === 'ok')),
      'no',
      'This value is not valid.',
    ],
  ])('%s', (_, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('keeps the message a schema gives itself', () => {
    expect(messageOf(z.string().check(z.maxLength(3, 'Keep it short.')), 'long')).toBe(
      'Keep it short.',
    );
    expect(messageOf(z.string().check(z.email('Enter a school email.')), 'x')).toBe(
      'Enter a school email.',
    );
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
