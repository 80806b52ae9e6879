import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MountedComponent, mountComponent } from '../../../../lib/test-dom';
import { renderInApp } from '../../../../lib/test-render-in-app';
import { studentAssignmentFixture } from '../../testing/fixtures';
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

  const returned = {
    return_id: 9,
    activity_id: 12,
    activity_title: 'Matter quiz',
    activity_type: 'quiz' as const,
    activity_detail_id: 4,
    note: 'Look at question 2 again.',
    returned_at: '2027-01-30T09:00:00.000Z',
  };
  const returnedBox = () => view.container.querySelector('[data-testid="returned-to-you"]');

  it("says the work was returned, with the teacher's note and a link to redo it", () => {
    renderInApp(
      view,
      <StudentAssignmentCard item={studentAssignmentFixture({ my_returns: [returned] })} />,
    );
    expect(returnedBox()?.textContent).toContain('Returned to you');
    expect(returnedBox()?.textContent).toContain('Look at question 2 again.');
    const redo = returnedBox()?.querySelector('a');
    expect(redo?.textContent).toBe('Redo Matter quiz');
    expect(redo?.getAttribute('href')).toBe('/quiz/12?assignment=31&kit=kit-states');
  });

  it('names each returned activity of a whole kit, and links each once', () => {
    const quest = { ...returned, activity_id: 14, activity_title: 'Melting race' };
    renderInApp(
      view,
      <StudentAssignmentCard
        item={studentAssignmentFixture({
          activity: null,
          my_returns: [
            { ...quest, return_id: 10, activity_type: 'quest', note: 'Step 1 again.' },
            { ...quest, return_id: 11, activity_type: 'quest', note: 'And step 3.' },
          ],
        })}
      />,
    );
    expect(returnedBox()?.textContent).toContain('Melting race: Step 1 again.');
    expect(returnedBox()?.textContent).toContain('Melting race: And step 3.');
    expect([...(returnedBox()?.querySelectorAll('a') ?? [])].map((a) => a.textContent)).toEqual([
      'Redo Melting race',
    ]);
  });

  it('says nothing of returns when none is open', () => {
    renderInApp(view, <StudentAssignmentCard item={studentAssignmentFixture()} />);
    expect(returnedBox()).toBeNull();
    expect(view.container.textContent).not.toContain('Returned to you');
  });
});
