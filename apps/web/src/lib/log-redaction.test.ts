import { describe, expect, it } from 'vitest';
import { isSecretField, REDACTED, redactForLog, shortenForLog } from './log-redaction';

describe('fields kept out of logs', () => {
  it.each([
    'password',
    'new_password',
    'current_password',
    'temporary_password',
    'confirmPassword',
    'token',
    'user_token',
    'Authorization',
    'key',
    'reset_key',
    'code',
    'otp',
    'payload',
    'answer',
    'answers',
    'correct_answer',
    'text',
    'answer_text',
    'response_text',
    'blanks',
    'comment',
    'note',
    'reason',
    'keys',
    'student',
    'email',
    'first_name',
    'lastName',
    'search',
  ])('redacts %s', (name) => {
    expect(isSecretField(name)).toBe(true);
  });

  it.each([
    'answer_header_id',
    'activity_id',
    'kit_token_count',
    'class_name',
    'class_ids',
    'due_date',
    'instructions_changed',
    'page',
    'per_page',
    'marks',
  ])('keeps %s', (name) => {
    expect(isSecretField(name)).toBe(false);
  });
});

describe('redactForLog', () => {
  it('redacts at any depth and in lists, and keeps the rest', () => {
    expect(
      redactForLog({
        answer_header_id: 7,
        answers: [{ activity_detail_id: 1, answer: [2] }],
        user: { email: 'ada@school.test', user_type: 'S', preferences: { password: 'x' } },
        items: [{ reset_key: 'k', marks: 3 }],
      }),
    ).toEqual({
      answer_header_id: 7,
      answers: REDACTED,
      user: { email: REDACTED, user_type: 'S', preferences: { password: REDACTED } },
      items: [{ reset_key: REDACTED, marks: 3 }],
    });
  });

  it('shortens long text, long lists and deep nesting', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } };
    const copy = redactForLog({ title: 'x'.repeat(5000), ids: [...Array(80).keys()], deep }) as {
      title: string;
      ids: number[];
      deep: unknown;
    };
    expect(copy.title).toHaveLength(2001);
    expect(copy.ids).toHaveLength(50);
    expect(JSON.stringify(copy.deep)).toContain('[nested]');
  });

  it('leaves plain values as they are', () => {
    expect(redactForLog(undefined)).toBeUndefined();
    expect(redactForLog(3)).toBe(3);
    expect(redactForLog('fine')).toBe('fine');
  });
});

it('shortenForLog shortens without hiding field names it does not know to be secret', () => {
  expect(shortenForLog({ code: 'server_error', detail: 'x'.repeat(3000) })).toEqual({
    code: 'server_error',
    detail: `${'x'.repeat(2000)}…`,
  });
});
