import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MountedComponent, mountComponent, settleUntil } from '../../../../lib/test-dom';
import { renderInApp } from '../../../../lib/test-render-in-app';
import { StudentWorkLink, type WorkPiece } from './student-work-link';

const quiz: WorkPiece = {
  activity_id: 12,
  title: 'Matter quiz',
  answer_header_id: 70,
  submitted: true,
};
const quest: WorkPiece = {
  activity_id: 13,
  title: 'Ice quest',
  answer_header_id: 71,
  submitted: false,
};

describe('StudentWorkLink', () => {
  let view: MountedComponent;
  beforeEach(() => {
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  const show = (work: WorkPiece[]) =>
    renderInApp(
      view,
      <StudentWorkLink name="Zoe Zhang" work={work} kitToken="kit-states" classId={10} />,
    );

  it('is just the name while the student has started nothing', () => {
    show([]);
    expect(view.container.querySelector('p')?.textContent).toBe('Zoe Zhang');
    expect(view.container.querySelector('a, button')).toBeNull();
  });

  it("opens the one attempt there is on the teacher's response screen", () => {
    show([quiz]);
    const link = view.container.querySelector('a');
    expect(link?.textContent).toBe('Zoe Zhang');
    expect(link?.getAttribute('href')).toBe('/submissions/kit-states/12/70?class=10');
  });

  it('offers each started activity when there are several, saying which are not handed in', async () => {
    show([quiz, quest]);
    const button = view.container.querySelector('button');
    expect(button?.getAttribute('aria-label')).toBe('Zoe Zhang: their work');
    act(() => button?.click());
    await settleUntil(() => document.querySelectorAll('[role="menuitem"]').length === 2);
    const items = [...document.querySelectorAll('[role="menuitem"]')];
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Matter quiz', '/submissions/kit-states/12/70?class=10'],
      ['Ice quest (not handed in yet)', '/submissions/kit-states/13/71?class=10'],
    ]);
  });
});
