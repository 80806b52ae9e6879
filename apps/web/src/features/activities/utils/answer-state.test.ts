import { describe, expect, it } from 'vitest';
import {
  answeredCount,
  answerInputOf,
  answersById,
  chooseOption,
  EMPTY_ANSWER,
  isAnswered,
  promptParts,
  withBlank,
} from './answer-state';

describe('answer state', () => {
  it('reads the saved answers by question', () => {
    const byId = answersById([
      { activity_detail_id: 4, answer: [41, 43], text: null, blanks: [] },
      { activity_detail_id: 5, answer: [], text: 'Ice melts', blanks: ['a'] },
    ]);
    expect(byId.get(4)).toEqual({ answer: [41, 43], text: null, blanks: [] });
    expect(byId.get(5)?.text).toBe('Ice melts');
    expect(byId.get(6)).toBeUndefined();
  });

  it('keeps one option of a single-choice question', () => {
    expect(chooseOption([1], 2, 'single', true, [1, 2, 3])).toEqual([2]);
    expect(chooseOption([2], 2, 'single', false, [1, 2, 3])).toEqual([]);
  });

  it('adds and removes options of a multiple-choice question in listed order', () => {
    expect(chooseOption([3], 1, 'multiple', true, [1, 2, 3])).toEqual([1, 3]);
    expect(chooseOption([1, 3], 3, 'multiple', false, [1, 2, 3])).toEqual([1]);
    expect(chooseOption([1], 1, 'multiple', true, [1, 2])).toEqual([1]);
  });

  it('counts an answer once something real is put', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered(EMPTY_ANSWER)).toBe(false);
    expect(isAnswered({ ...EMPTY_ANSWER, text: '   ' })).toBe(false);
    expect(isAnswered({ ...EMPTY_ANSWER, blanks: ['', ' '] })).toBe(false);
    expect(isAnswered({ ...EMPTY_ANSWER, answer: [3] })).toBe(true);
    expect(isAnswered({ ...EMPTY_ANSWER, text: 'gas' })).toBe(true);
    expect(isAnswered({ ...EMPTY_ANSWER, blanks: ['', 'solid'] })).toBe(true);
    const values = new Map([[1, { ...EMPTY_ANSWER, answer: [9] }]]);
    expect(answeredCount([1, 2, 3], (id) => values.get(id))).toBe(1);
  });

  it('fills one blank and keeps the others', () => {
    expect(withBlank([], 2, 'c')).toEqual(['', '', 'c']);
    expect(withBlank(['a', 'b'], 0, 'z')).toEqual(['z', 'b']);
  });

  it('cuts a fill-in prompt at blanks of three or more underscores', () => {
    expect(promptParts('Water boils at ___ °C and freezes at _____ °C.')).toEqual([
      'Water boils at ',
      ' °C and freezes at ',
      ' °C.',
    ]);
    expect(promptParts('No blank here, just a_b')).toEqual(['No blank here, just a_b']);
  });

  it('sends options for a quiz and words for a worksheet', () => {
    const value = { answer: [7], text: 'x', blanks: ['y'] };
    expect(answerInputOf(3, value, 'quiz')).toEqual({ activity_detail_id: 3, answer: [7] });
    expect(answerInputOf(3, value, 'worksheet')).toEqual({
      activity_detail_id: 3,
      text: 'x',
      blanks: ['y'],
    });
  });
});
