import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MountedComponent, mountComponent } from '../../../../lib/test-dom';
import type { SubmittedAttempt } from '../../api/start-attempt';
import { ScoreSummary } from './score-summary';

/** Only what the summary reads of a handed-in quiz. */
const quizScored = {
  score: { marksObtained: 3, totalMarks: 4, percentage: 75 },
  marking_state: null,
} as SubmittedAttempt;

describe('ScoreSummary', () => {
  let view: MountedComponent;
  beforeEach(() => {
    window.scrollTo = vi.fn();
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  const summary = () => view.container.querySelector<HTMLElement>('[data-testid="score-summary"]');

  it('goes back to the top and focuses the score, named by it, once the work is handed in', () => {
    view.render(<ScoreSummary attempt={quizScored} takeFocus />);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(document.activeElement).toBe(summary());
    expect(summary()?.tagName).toBe('SECTION');
    expect(summary()?.tabIndex).toBe(-1);
    const name = document.getElementById(summary()?.getAttribute('aria-labelledby') ?? '');
    expect(name?.textContent).toBe('3 of 4 marks');
  });

  it('leaves the page and the focus alone for work opened already handed in', () => {
    view.render(<ScoreSummary attempt={quizScored} />);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});
