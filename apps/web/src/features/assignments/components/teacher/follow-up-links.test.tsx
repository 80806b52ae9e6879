import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MountedComponent, mountComponent } from '../../../../lib/test-dom';
import { renderInApp } from '../../../../lib/test-render-in-app';
import { assignmentFixture } from '../../testing/fixtures';
import { FollowUpLinks } from './follow-up-links';

describe('FollowUpLinks', () => {
  let view: MountedComponent;
  beforeEach(() => {
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  const links = () =>
    [...view.container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

  it("leads from one activity's assignment to who completed it and to its submissions", () => {
    renderInApp(view, <FollowUpLinks item={assignmentFixture()} />);
    expect(links()).toEqual([
      ['Who has completed it', '/classes/10/assignments/31'],
      ['Submissions', '/submissions/kit-states/12?class=10'],
      ['Live report', '/reports/live/classes/10/quiz/12'],
    ]);
  });

  it("leaves a whole kit's submissions to its activities, and its live report to the open work", () => {
    renderInApp(
      view,
      <FollowUpLinks item={assignmentFixture({ activity: null })} completionLabel="2 of 8" />,
    );
    expect(links()).toEqual([
      ['2 of 8', '/classes/10/assignments/31'],
      ['Live report', '/reports/live'],
    ]);
    expect(view.container.querySelector('a')?.getAttribute('aria-label')).toBe('2 of 8 in 6A');
  });
});
