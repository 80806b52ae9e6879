import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareComponentTest } from '../../../../lib/test-dom';
import type { Attempt } from '../../api/start-attempt';
import { ActivityBrief } from './activity-brief';

let container: HTMLDivElement;
let root: Root;

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
  act(() =>
    root.render(
      <MantineProvider>
        <ActivityBrief {...props} />
      </MantineProvider>,
    ),
  );
}

const text = (testId: string) =>
  container.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;

describe('ActivityBrief', () => {
  beforeEach(() => {
    prepareComponentTest();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it("shows the due date, the time it takes, the teacher's words and the activity's instructions", () => {
    render({ activity, assignment });
    expect(text('due-date')).toBe('Due Thu 14 Mar 2030');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2030-03-14');
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
