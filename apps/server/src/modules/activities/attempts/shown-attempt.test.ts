import { describe, expect, it } from 'vitest';
import { shownAttempt } from './shown-attempt.js';

const attempt = (status: 'DR' | 'S', attemptNumber: number) => ({ status, attemptNumber });

describe('the attempt a report shows', () => {
  it('is none when the student has not started', () => {
    expect(shownAttempt([])).toBeUndefined();
  });

  it('is the latest handed in, even with a retry in progress after it', () => {
    const handedIn = attempt('S', 2);
    expect(shownAttempt([attempt('S', 1), handedIn, attempt('DR', 3)])).toBe(handedIn);
  });

  it('is the draft when nothing was handed in', () => {
    const draft = attempt('DR', 1);
    expect(shownAttempt([draft])).toBe(draft);
  });
});
