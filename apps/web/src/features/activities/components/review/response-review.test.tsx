import { activities } from '@kitlab/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import {
  type MountedComponent,
  mountComponent,
  settleUntil,
  typeInto,
} from '../../../../lib/test-dom';
import { withClient } from '../../../../lib/test-query-client';
import type { ResponseSheet } from '../../api/get-response';
import { attemptActivityFixture, questStepFixture } from '../../testing/fixtures';
import { ResponseReview } from './response-review';

vi.mock('../../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../../lib/toasts', () => ({ showToast: vi.fn() }));

const HANDED_IN = '2030-03-10T12:00:00.000Z';

const step = questStepFixture;

/** A handed-in quest of two steps worth no marks; step 1 has a comment but no tick. */
function questSheet(): ResponseSheet {
  return {
    activity_title: 'Build a light meter',
    kit_token: 'kit-token',
    kit_title: 'Sensors',
    student: { user_token: 'student-token', first_name: 'Ada', last_name: 'Okafor' },
    questions: [],
    steps: [step(1, 1), step(2, 2)],
    attempt: {
      answer_header_id: 40,
      activity_id: 5,
      activity_type: 'quest',
      activity: attemptActivityFixture('Build a light meter', 'quest'),
      assignment_id: null,
      assignment: null,
      attempt_number: 1,
      started_at: HANDED_IN,
      submitted_at: HANDED_IN,
      time_spent_ms: 60_000,
      resume: { activity_detail_id: null, page_break_id: null },
      offline_pages: [],
      returns: [],
      earlier_answers: [],
      progress: 'A',
      status: 'S',
      score: null,
      marking_state: 'unmarked',
      teacher_comment: null,
      can_retry: false,
      answers: [
        {
          activity_detail_id: 1,
          answer: [],
          text: 'Four sensors.',
          blanks: [],
          files: [],
          answered_at: HANDED_IN,
          correct: null,
          marks: 0,
          marks_obtained: null,
          comment: 'Add a photo.',
          progress: 'A',
          override: null,
        },
      ],
    },
  };
}

let view: MountedComponent;

function render(sheet: ResponseSheet) {
  view.render(withClient(<ResponseReview sheet={sheet} activityId={5} />));
}

const commentBoxes = () =>
  [...view.container.querySelectorAll<HTMLTextAreaElement>('textarea')].filter((box) =>
    box.labels?.[0]?.textContent?.startsWith('Comment on step'),
  );

describe('ResponseReview', () => {
  beforeEach(() => {
    vi.mocked(apiRequest).mockReset();
    view = mountComponent();
  });
  afterEach(() => view.unmount());

  it('shows a comment given without marks again, and saves comments on unticked steps', async () => {
    const sheet = questSheet();
    vi.mocked(apiRequest).mockResolvedValue(sheet);
    render(sheet);
    const [first, second] = commentBoxes();
    if (!first || !second) throw new Error('No comment boxes for the steps');
    expect(first.value).toBe('Add a photo.');
    expect(second.value).toBe('');

    typeInto(second, ' Say where each sensor goes. ');
    const save = [...view.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Save marks',
    );
    await act(async () => save?.click());

    expect(apiRequest).toHaveBeenCalledWith(activities.markResponses, {
      body: {
        answer_header_id: 40,
        marks: [
          { activity_detail_id: 1, marks_obtained: null, comment: 'Add a photo.' },
          { activity_detail_id: 2, marks_obtained: null, comment: 'Say where each sensor goes.' },
        ],
        comment: null,
      },
    });
  });

  it('shows what was handed in before a step was returned, the note, and the redone answer', () => {
    const sheet = questSheet();
    sheet.attempt.returns = [
      {
        return_id: 7,
        activity_detail_id: 1,
        note: 'Photograph the corners.',
        returned_at: HANDED_IN,
        first_handed_in_at: HANDED_IN,
        handed_in_again_at: HANDED_IN,
      },
    ];
    sheet.attempt.earlier_answers = [
      {
        return_id: 7,
        activity_detail_id: 1,
        answer: [],
        text: 'Two sensors.',
        blanks: [],
        files: [],
        marks_obtained: null,
        comment: 'How many corners?',
        answered_at: HANDED_IN,
      },
    ];
    render(sheet);
    const [earlier, ...others] = view.container.querySelectorAll('[data-testid="earlier-version"]');
    expect(others).toHaveLength(0);
    expect(earlier?.textContent).toContain('Two sensors.');
    expect(earlier?.textContent).toContain('Photograph the corners.');
    expect(earlier?.textContent).toContain('Your comment: How many corners?');
    expect(earlier?.textContent).toContain('Handed in again');
    expect(earlier?.closest('[data-testid="review-item"]')?.textContent).toContain('Four sensors.');
  });

  const returnSent = () =>
    vi.mocked(apiRequest).mock.calls.some(([call]) => call === activities.returnResponse);

  /** Opens the return dialog of step 2, types the note and sends it, waiting until `done`. */
  async function returnStepTwo(noteText: string, done = returnSent) {
    const open = [...view.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Return step 2 for redo',
    );
    await act(async () => open?.click());
    const noteBox = () =>
      [...document.querySelectorAll<HTMLTextAreaElement>('textarea')].find((box) =>
        box.labels?.[0]?.textContent?.startsWith('Note for Ada'),
      );
    await settleUntil(() => noteBox() !== undefined);
    const note = noteBox();
    if (!note) throw new Error('No note box in the dialog');
    typeInto(note, noteText);
    const send = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === 'Return for redo',
    );
    await act(async () => send?.click());
    await settleUntil(done);
  }

  const callsMade = () => vi.mocked(apiRequest).mock.calls.map(([call]) => call);

  it('sends a return for redo of one step with the note typed, saving nothing when nothing changed', async () => {
    const sheet = questSheet();
    vi.mocked(apiRequest).mockResolvedValue(sheet);
    render(sheet);
    await returnStepTwo('Say where each sensor goes.');
    expect(apiRequest).toHaveBeenCalledWith(activities.returnResponse, {
      body: { answer_header_id: 40, activity_detail_id: 2, note: 'Say where each sensor goes.' },
    });
    expect(callsMade()).toEqual([activities.returnResponse]);
  });

  it("saves the other steps' marks and comments typed but not saved before returning one", async () => {
    const sheet = questSheet();
    vi.mocked(apiRequest).mockResolvedValue(sheet);
    render(sheet);
    const [first] = commentBoxes();
    if (!first) throw new Error('No comment box for step 1');
    typeInto(first, 'Good photo.');
    await returnStepTwo('Count the corners again.');
    expect(callsMade()).toEqual([activities.markResponses, activities.returnResponse]);
    expect(apiRequest).toHaveBeenCalledWith(activities.markResponses, {
      body: {
        answer_header_id: 40,
        marks: [{ activity_detail_id: 1, marks_obtained: null, comment: 'Good photo.' }],
        comment: null,
      },
    });
  });

  it('returns nothing, and says so, when the other steps cannot be saved first', async () => {
    const sheet = questSheet();
    vi.mocked(apiRequest).mockImplementation(async (call) => {
      if (call === activities.markResponses) {
        throw new ApiError({ status: 500, detail: 'Something went wrong.', code: 'server_error' });
      }
      return sheet;
    });
    render(sheet);
    const [first] = commentBoxes();
    if (!first) throw new Error('No comment box for step 1');
    typeInto(first, 'Good photo.');
    const refused = () => document.body.textContent?.includes('Nothing was returned yet') === true;
    await returnStepTwo('Count the corners again.', refused);
    expect(refused()).toBe(true);
    expect(callsMade()).toEqual([activities.markResponses]);
  });
});
