import { describe, expect, it } from 'vitest';
import { mountForEachTest } from '../../../../lib/test-dom';
import type { Attempt } from '../../api/start-attempt';
import { ActivityBrief } from './activity-brief';

const view = mountForEachTest();

const activity: Attempt['activity'] = {
  title: 'Light sensors',
  activity_type: 'quiz',
  instructions: 'Read each question twice.',
  estimated_minutes: 15,
  kit_token: 'kit-token',
  kit_title: 'Sensors',
};

const assignment: NonNullable<Attempt['assignment']> = {
  assignment_id: 4,
  instructions: 'Work on your own first.',
  due_date: '2030-03-14',
  allow_retries: false,
  state: 'active',
};

function render(props: Pick<Attempt, 'activity' | 'assignment'>) {
  view.render(<ActivityBrief {...props} />);
}

const text = (testId: string) =>
  view.container.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;

describe('ActivityBrief', () => {
  it("shows the due date, the time it takes, the teacher's words and the activity's instructions", () => {
    render({ activity, assignment });
    expect(text('due-date')).toBe('Due Thu 14 Mar 2030');
    expect(view.container.querySelector('time')?.getAttribute('datetime')).toBe('2030-03-14');
    expect(text('activity-brief')).toContain('About 15 minutes');
    expect(text('teacher-instructions')).toBe('From your teacherWork on your own first.');
    expect(text('activity-instructions')).toBe('Read each question twice.');
  });

  it('leaves out what is not there, and shows nothing when nothing is', () => {
    render({
      activity: { ...activity, instructions: '  ' },
      assignment: { ...assignment, instructions: null },
    });
    expect(text('due-date')).toBe('Due Thu 14 Mar 2030');
    expect(text('teacher-instructions')).toBeNull();
    expect(text('activity-instructions')).toBeNull();

    render({
      activity: { ...activity, instructions: null, estimated_minutes: null },
      assignment: null,
    });
    expect(text('activity-brief')).toBeNull();
  });
});
