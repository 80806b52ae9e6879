import { describe, expect, it } from 'vitest';
import { receiptFixture } from '../testing/receipt-fixture';
import { partLabel, receiptText, removedParts, totalRemoved } from './receipt-words';

describe('receipt words', () => {
  it('names the parts in words and lists the largest first', () => {
    expect(partLabel('answer_headers')).toBe('Answer headers');
    expect(partLabel('xp_and_badges')).toBe('XP and badges');
    expect(removedParts(receiptFixture())).toEqual([
      ['answers', 12],
      ['messages', 3],
      ['users', 1],
      ['uploads', 0],
    ]);
    expect(totalRemoved(receiptFixture())).toBe(16);
  });

  it('writes a receipt to keep as text, with every part, the total and no student', () => {
    const text = receiptText(receiptFixture(), () => '31 Jan 2027, 10:00');
    expect(text.split('\n')).toEqual([
      'Kitlab erasure receipt E-2027-0042',
      'Erased: 31 Jan 2027, 10:00 (2027-01-31T10:00:00.000Z)',
      'School: Riverside Middle School',
      'Reason: Asked for by an administrator',
      'Erased by: Dana District',
      '',
      'Removed or made anonymous:',
      '  Answers   12',
      '  Messages  3',
      '  Users     1',
      '  Uploads   0',
      '  Total     16',
      '',
    ]);
  });

  it('says the retention purge erased when no one asked', () => {
    const text = receiptText(receiptFixture({ reason: 'retention', erased_by: null }), () => '');
    expect(text).toContain('Reason: Retention period ended');
    expect(text).toContain('Erased by: Automatic purge');
  });
});
