import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MountedComponent, mountComponent } from '../../../../lib/test-dom';
import { studentAssignmentFixture } from '../../testing/fixtures';
import { renderInApp } from '../../testing/render';
import { StudentAssignmentCard } from './student-assignment-card';

describe('StudentAssignmentCard', () => {
  let view: MountedComponent;
  beforeEach(() => {
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  const progressBar = () => view.container.querySelector('[role="progressbar"]');
  const score = () => view.container.querySelector('[data-testid="my-score"]');

  it('shows how much is handed in, and no score before anything is', () => {
    renderInApp(
      view,
      <StudentAssignmentCard
        item={studentAssignmentFixture({ activity: null, my_progress: { completed: 1, total: 3 } })}
      />,
    );
    expect(view.container.textContent).toContain('1 of 3 activities handed in');
    expect(progressBar()?.getAttribute('aria-valuenow')).toBe('33.3');
    expect(score()).toBeNull();
  });

  it('shows the score once the work is handed in and marked', () => {
    renderInApp(
      view,
      <StudentAssignmentCard
        item={studentAssignmentFixture({
          my_status: 'Completed',
          my_progress: { completed: 1, total: 1 },
          my_score: { marksObtained: 8, totalMarks: 12, percentage: 66.7 },
        })}
      />,
    );
    expect(view.container.textContent).toContain('1 of 1 activities handed in');
    expect(score()?.textContent).toBe('Score: 8 of 12 marks (67%)');
    expect(view.container.textContent).toContain('Completed');
  });
});
