import { assignments } from '@kitlab/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { type MountedComponent, mountComponent, settleUntil } from '../../../../lib/test-dom';
import { withClient } from '../../../../lib/test-query-client';
import type { AssignableClass } from '../../api/get-assignable-classes';
import { keepAssignDraft, readAssignDraft } from '../../hooks/assign-draft';
import { AssignForm } from './assign-form';

vi.mock('../../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const quest = { kitId: 7, kitTitle: 'Sensors', activityId: 32, activityTitle: 'Sensor hunt' };
const quizIn6A = {
  assignment_id: 90,
  activity_id: 31,
  due_date: '2027-02-12',
  state: 'active',
  in_your_subjects: true,
};

const schoolClass = (id: number, name: string, coveredBy: number[]): AssignableClass => ({
  class_id: id,
  class_name: name,
  subject_name: 'Science',
  status: 'Assigned',
  assignments: [{ ...quizIn6A, state: 'active' }],
  can_assign: coveredBy.length === 0,
  covered_by: coveredBy,
});

let view: MountedComponent;
let created: (body: unknown) => Promise<unknown>;

function answer(classes: AssignableClass[] | (() => AssignableClass[])) {
  vi.mocked(apiRequest).mockImplementation(async (call, options) => {
    if (call === assignments.getClassStatus) {
      return { kit_id: 7, results: typeof classes === 'function' ? classes() : classes };
    }
    if (call === assignments.createAssignments) return created(options?.body);
    throw new Error(`unexpected ${call.path}`);
  });
}

async function renderForm(onDone = () => {}) {
  view.render(withClient(<AssignForm target={quest} onDone={onDone} />));
  await settleUntil(() => !text().includes('Loading your classes'));
}

const text = () => view.container.textContent ?? '';
const box = (name: string) =>
  [...view.container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((input) =>
    input.closest('.mantine-Checkbox-root')?.textContent?.includes(name),
  );
const assignButton = () =>
  [...view.container.querySelectorAll<HTMLButtonElement>('button[type="submit"]')][0];

describe('AssignForm', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-31T10:00:00'));
    window.sessionStorage.clear();
    vi.mocked(apiRequest).mockReset();
    created = async () => ({ results: [] });
    view = mountComponent();
  });
  afterEach(() => {
    view.unmount();
    vi.useRealTimers();
  });

  it('asks the server about the activity and disables exactly the classes it says have it', async () => {
    answer([schoolClass(1, '6A', [90]), schoolClass(2, '6B', [])]);
    await renderForm();
    expect(vi.mocked(apiRequest).mock.calls[0]?.[1]).toMatchObject({
      body: { kit_id: 7, activity_id: 32 },
    });
    expect(box('6A')?.disabled).toBe(true);
    expect(text()).toContain('Has this activity, due Fri 12 Feb 2027');
    expect(box('6B')?.disabled).toBe(false);
    expect(assignButton()?.disabled).toBe(false);
  });

  it('disables Assign and says why when every class already has the activity', async () => {
    answer([schoolClass(1, '6A', [90])]);
    await renderForm();
    expect(text()).toContain('Every class you teach already has this activity');
    expect(assignButton()?.disabled).toBe(true);
  });

  it('restores the draft, keeps only classes that can still take it, and forgets it once assigned', async () => {
    keepAssignDraft(
      quest,
      { classIds: [1, 2], dueDate: '2027-02-19', instructions: 'In pairs.' },
      window.sessionStorage,
    );
    answer([schoolClass(1, '6A', [90]), schoolClass(2, '6B', [])]);
    let finish: (value: unknown) => void = () => {};
    const sent: unknown[] = [];
    created = (body) => {
      sent.push(body);
      return new Promise((resolve) => {
        finish = resolve;
      });
    };
    const onDone = vi.fn();
    await renderForm(onDone);
    expect(view.container.querySelector('textarea')?.value).toBe('In pairs.');
    expect(box('6B')?.checked).toBe(true);
    expect(box('6A')?.checked).toBe(false);

    act(() => assignButton()?.click());
    await settleUntil(() => assignButton()?.disabled === true);
    expect(assignButton()?.disabled).toBe(true);
    act(() => assignButton()?.click());
    expect(sent).toEqual([
      {
        kit_id: 7,
        activity_id: 32,
        class_ids: [2],
        due_date: '2027-02-19',
        instructions: 'In pairs.',
      },
    ]);
    finish({ results: [] });
    await settleUntil(() => onDone.mock.calls.length > 0);
    expect(onDone).toHaveBeenCalledOnce();
    expect(readAssignDraft(quest, window.sessionStorage).instructions).toBe('');
  });

  it('shows the refusal when another teacher got there first, and the classes afresh', async () => {
    keepAssignDraft(
      quest,
      { classIds: [2], dueDate: '2027-02-19', instructions: '' },
      window.sessionStorage,
    );
    let sixB = schoolClass(2, '6B', []);
    answer(() => [schoolClass(1, '6A', [90]), sixB]);
    created = async () => {
      sixB = schoolClass(2, '6B', [90]);
      throw new ApiError({
        status: 409,
        code: 'duplicate_assignment',
        detail: '6B already has “Sensor hunt” from “Sensors”.',
      });
    };
    await renderForm();
    act(() => assignButton()?.click());
    await settleUntil(() => box('6B')?.disabled === true);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      '6B already has “Sensor hunt” from “Sensors”.',
    );
    expect(assignButton()?.disabled).toBe(true);
  });
});
