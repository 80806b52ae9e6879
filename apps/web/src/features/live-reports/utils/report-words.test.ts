import { DISCRIMINATION_READINGS } from '@kitlab/domain';
import { describe, expect, it } from 'vitest';
import {
  agoWords,
  averageWords,
  outOfWords,
  readingLabel,
  readingWords,
  secondsWords,
  shareRightWords,
  stuckWords,
} from './report-words';

describe('readingWords', () => {
  it('reads every discrimination band in plain words', () => {
    for (const reading of DISCRIMINATION_READINGS) expect(readingWords(reading)).not.toBe('');
    expect(readingWords('misleading')).toBe(
      'Students who did well overall often got this wrong: check the question.',
    );
    expect(readingWords('too-few')).toBe('Shown once 10 students have handed in.');
  });

  it('labels the reading with its index when there is one', () => {
    expect(readingLabel('good', 0.4)).toBe('Good (0.40)');
    expect(readingLabel('misleading', -0.61)).toBe('Check the question (-0.61)');
    expect(readingLabel('too-few', null)).toBe('Not yet');
  });
});

describe('stuckWords', () => {
  it('says why a student is stuck', () => {
    expect(stuckWords('wrong-in-a-row')).toBe('3 wrong in a row');
    expect(stuckWords('idle')).toBe('No progress for 10 minutes');
  });
});

describe('agoWords', () => {
  const now = Date.UTC(2027, 0, 31, 10, 0);
  it('says how long ago, in whole units', () => {
    expect(agoWords(now - 20_000, now)).toBe('just now');
    expect(agoWords(now - 60_000, now)).toBe('1 minute ago');
    expect(agoWords(now - 12.5 * 60_000, now)).toBe('12 minutes ago');
    expect(agoWords(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(agoWords(now - 26 * 3_600_000, now)).toBe('yesterday');
    // A clock a little ahead of the server's never says "in 1 minute".
    expect(agoWords(now + 90_000, now)).toBe('just now');
  });
});

describe('figures with what they are out of', () => {
  it('says the count and the class', () => {
    expect(outOfWords(4, 10)).toBe('4 of 10 students');
    expect(outOfWords(1, 1)).toBe('1 of 1 student');
    expect(shareRightWords(40, 4, 10)).toBe('40% right: 4 of 10 students');
    expect(shareRightWords(null, 0, 0)).toBe('No students to count yet');
    expect(averageWords(72.5, 8)).toBe('72.5% average of 8 marked');
    expect(averageWords(null, 0)).toBe('No marks yet');
  });

  it('writes a median time in seconds and minutes', () => {
    expect(secondsWords(null)).toBe('No answers yet');
    expect(secondsWords(44.6)).toBe('45 s');
    expect(secondsWords(125)).toBe('2 min 5 s');
    expect(secondsWords(120)).toBe('2 min');
  });
});
