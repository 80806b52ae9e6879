import { describe, expect, it } from 'vitest';
import { verdictText } from './verdicts';

describe('verdictText', () => {
  it('names every verdict in words', () => {
    expect(verdictText({ verdict: 'right', marks_obtained: 1 }, 1).label).toBe('Right');
    expect(verdictText({ verdict: 'wrong', marks_obtained: 0 }, 1).label).toBe('Wrong');
    expect(verdictText({ verdict: 'waiting', marks_obtained: null }, 3).label).toBe(
      'Waiting for marks',
    );
    expect(verdictText({ verdict: 'not_answered', marks_obtained: null }, 1).label).toBe(
      'No answer',
    );
  });

  it('gives marked work its marks', () => {
    expect(verdictText({ verdict: 'marked', marks_obtained: 2 }, 3).label).toBe('Marked 2/3');
  });

  it('reads a verdict it does not know as words', () => {
    expect(verdictText({ verdict: 'half_right', marks_obtained: null }, 1)).toEqual({
      label: 'Half right',
      color: 'gray.7',
      mark: '',
    });
  });
});
