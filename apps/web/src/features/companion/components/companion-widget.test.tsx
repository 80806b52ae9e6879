import { companion } from '@kitlab/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { type MountedComponent, mountComponent, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { chooseClass } from '../utils/class-choice';
import { COLLAPSED_KEY } from '../utils/collapsed';
import { COMPANION_TAG } from './companion-element';
import { CompanionWidget } from './companion-widget';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const guide: companion.StudentGuide = {
  next_due: [
    {
      assignment_id: 5,
      activity_id: 12,
      activity_type: 'quiz',
      title: 'Forces quiz',
      kit_token: 'kit-1',
      kit_title: 'Forces',
      due_date: '2027-02-03',
      usual_minutes: 12,
    },
  ],
  resume: {
    answer_header_id: 40,
    activity_id: 9,
    activity_type: 'quiz',
    title: 'Magnets quiz',
    kit_token: 'kit-2',
    answered: 3,
    total: 10,
    last_active_at: '2027-01-31T09:00:00Z',
  },
  revisit: [{ topic_id: 2, topic_title: 'Friction', kit_token: 'kit-1', wrong: 2 }],
  last_hand_in: {
    answer_header_id: 39,
    title: 'Light quiz',
    submitted_at: '2027-01-30T10:00:00Z',
    marks_obtained: 8,
    total_marks: 10,
    message: 'You handed in Light quiz: 8 of 10.',
  },
};

const teacherClasses = [
  {
    teacher_assign_id: 3,
    class_id: 103,
    class_name: '6A',
    class_subject_id: 1,
    class_subject_name: 'Science',
    class_grade_id: 6,
    class_token: 't-3',
  },
  {
    teacher_assign_id: 4,
    class_id: 103,
    class_name: '6A',
    class_subject_id: 2,
    class_subject_name: 'Mathematics',
    class_grade_id: 6,
    class_token: 't-4',
  },
];

let view: MountedComponent;
beforeEach(() => {
  localStorage.clear();
  view = mountComponent();
});
afterEach(() => {
  view.unmount();
  localStorage.clear();
  chooseClass(null);
  vi.clearAllMocks();
});

const text = () => view.container.textContent ?? '';
const button = (name: string) =>
  view.container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);

function open(variant: 'student' | 'teacher') {
  view.render(withClient(<CompanionWidget variant={variant} />));
}

describe('the companion widget', () => {
  it('is the custom element, a named region with the student guide', async () => {
    vi.mocked(apiRequest).mockResolvedValue(guide);
    open('student');
    await settleUntil(() => text().includes('Forces quiz'));
    const host = view.container.querySelector(COMPANION_TAG);
    expect(host).toBeInstanceOf(customElements.get(COMPANION_TAG));
    const region = host?.querySelector('section');
    const heading = document.getElementById(region?.getAttribute('aria-labelledby') ?? '');
    expect(heading?.textContent).toBe('Learning companion');
    expect(text()).toContain('Due Wed 3 Feb · usually takes about 12 minutes');
    expect(text()).toContain('Magnets quiz · 3 of 10 answered');
    expect(text()).toContain('Friction');
    const resume = view.container.querySelector('a[aria-label="Resume Magnets quiz"]');
    expect(resume?.getAttribute('href')).toBe('/quiz/9?kit=kit-2');
    const message = view.container.querySelector('[aria-live="polite"]');
    expect(message?.textContent).toBe('You handed in Light quiz: 8 of 10.');
  });

  it('says when there is nothing to do', async () => {
    vi.mocked(apiRequest).mockResolvedValue({
      next_due: [],
      resume: null,
      revisit: [],
      last_hand_in: null,
    });
    open('student');
    await settleUntil(() => text().includes('You are all caught up'));
    expect(text()).toContain('You are all caught up');
  });

  it('offers to try again when the guide cannot be loaded', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 403, detail: 'Not for you.', code: 'forbidden' }),
    );
    open('student');
    await settleUntil(() => text().includes('We could not load your guide'));
    vi.mocked(apiRequest).mockResolvedValue(guide);
    act(() =>
      [...view.container.querySelectorAll('button')]
        .find((b) => b.textContent === 'Try again')
        ?.click(),
    );
    await settleUntil(() => text().includes('Forces quiz'));
    expect(text()).toContain('Forces quiz');
  });

  it('folds away, remembers it, and fetches nothing while folded', async () => {
    vi.mocked(apiRequest).mockResolvedValue(guide);
    open('student');
    await settleUntil(() => text().includes('Forces quiz'));
    const hide = button('Hide learning companion');
    expect(hide?.getAttribute('aria-expanded')).toBe('true');
    act(() => hide?.click());
    expect(localStorage.getItem(COLLAPSED_KEY)).toBe('true');
    expect(text()).not.toContain('Forces quiz');
    expect(button('Show learning companion')?.getAttribute('aria-expanded')).toBe('false');

    view.unmount();
    vi.mocked(apiRequest).mockClear();
    view = mountComponent();
    open('student');
    await settleUntil(() => false, 5);
    expect(button('Show learning companion')).not.toBeNull();
    expect(apiRequest).not.toHaveBeenCalled();
    act(() => button('Show learning companion')?.click());
    await settleUntil(() => text().includes('Forces quiz'));
    expect(localStorage.getItem(COLLAPSED_KEY)).toBe('false');
  });

  it('shows "Select" until the teacher picks a class, then who needs a hand', async () => {
    localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ token: 'x', user_type: 'T', teacher_classes: teacherClasses }),
    );
    const classView: companion.TeacherClassView = {
      teacher_assign_id: 4,
      class_name: '6A',
      subject_name: 'Mathematics',
      as_of: '2027-01-31T10:00:00Z',
      stuck: [
        {
          student: { user_token: 'u1', first_name: 'Ada', last_name: 'Lovelace' },
          activity_id: 9,
          title: 'Fractions quiz',
          answer_header_id: 77,
          last_active_at: '2027-01-31T09:45:00Z',
          minutes_idle: 15,
        },
      ],
      not_started: ['Ben', 'Cai', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'].map((first_name, index) => ({
        student: { user_token: `n${index}`, first_name, last_name: 'Park' },
        open_assignments: 1,
      })),
      most_missed: null,
    };
    vi.mocked(apiRequest).mockResolvedValue(classView);
    open('teacher');
    const select = view.container.querySelector('select');
    expect(select?.selectedOptions[0]?.textContent).toBe('Select');
    expect([...(select?.options ?? [])].map((o) => o.textContent)).toEqual([
      'Select',
      '6A - Science',
      '6A - Mathematics',
    ]);
    expect(apiRequest).not.toHaveBeenCalled();
    act(() => {
      if (!select) return;
      select.value = '4';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settleUntil(() => text().includes('Ada Lovelace'));
    expect(select?.selectedOptions[0]?.textContent).toBe('6A - Mathematics');
    expect(apiRequest).toHaveBeenCalledWith(companion.getTeacherClass, {
      query: { teacher_assign_id: 4 },
      signal: expect.any(AbortSignal),
    });
    expect(text()).toContain('Fractions quiz · no answer for 15 min');
    const notStarted = () =>
      view.container.querySelectorAll('[data-testid="companion-not-started"] li').length;
    expect(notStarted()).toBe(5);
    act(() =>
      [...view.container.querySelectorAll('button')]
        .find((b) => b.textContent === 'Show all 7')
        ?.click(),
    );
    expect(notStarted()).toBe(7);
    expect(text()).toContain('No question was missed today.');
  });
});
