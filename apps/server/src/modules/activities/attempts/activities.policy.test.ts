import { describe, expect, it } from 'vitest';
import {
  answeringRefusal,
  canRetry,
  canReviewClass,
  canReviewWork,
  coversActivity,
  isWorkClosed,
  mayShowAnswerKeys,
  retryRefusal,
  stepResponseErrors,
} from './activities.policy.js';

const open = { state: 'active', allowRetries: false } as const;

describe('answeringRefusal', () => {
  it('lets a student answer open work, late or not, until they submit', () => {
    expect(answeringRefusal(null, open)).toBeNull();
    expect(answeringRefusal('DR', open)).toBeNull();
    expect(answeringRefusal('S', open)?.code).toBe('attempt_submitted');
  });

  it('treats cancelled or missing work as not assigned and completed work as closed', () => {
    expect(answeringRefusal('DR', null)?.status).toBe(404);
    expect(answeringRefusal('DR', { ...open, state: 'cancelled' })?.status).toBe(404);
    expect(answeringRefusal('DR', { ...open, state: 'completed' })).toMatchObject({
      status: 409,
      code: 'assignment_closed',
    });
  });
});

describe('retryRefusal', () => {
  it('needs a submitted attempt, open work and the teacher allowing retries', () => {
    const allowing = { ...open, allowRetries: true };
    expect(retryRefusal('S', allowing)).toBeNull();
    expect(canRetry('S', allowing)).toBe(true);
    expect(retryRefusal('S', open)?.code).toBe('retries_not_allowed');
    expect(retryRefusal('DR', allowing)?.code).toBe('attempt_in_progress');
    expect(retryRefusal(null, allowing)?.code).toBe('not_submitted');
    expect(retryRefusal('S', { ...allowing, state: 'completed' })?.code).toBe('assignment_closed');
    expect(canRetry('S', null)).toBe(false);
  });
});

describe('mayShowAnswerKeys', () => {
  it('shows keys of a submitted attempt unless a retry is under way', () => {
    expect(mayShowAnswerKeys('S', false)).toBe(true);
    expect(mayShowAnswerKeys('S', true)).toBe(false);
    expect(mayShowAnswerKeys('DR', false)).toBe(false);
  });
});

describe('coversActivity', () => {
  it('covers the activity an assignment names, or every activity of a whole-kit assignment', () => {
    expect(coversActivity({ activityId: 7 }, 7)).toBe(true);
    expect(coversActivity({ activityId: 7 }, 8)).toBe(false);
    expect(coversActivity({ activityId: null }, 8)).toBe(true);
  });
});

describe('isWorkClosed', () => {
  it('closes work the teacher completed or whose due date has passed', () => {
    expect(isWorkClosed({ state: 'active', dueDate: '2030-03-10' }, '2030-03-10')).toBe(false);
    expect(isWorkClosed({ state: 'active', dueDate: '2030-03-09' }, '2030-03-10')).toBe(true);
    expect(isWorkClosed({ state: 'completed', dueDate: '2030-03-20' }, '2030-03-10')).toBe(true);
  });
});

describe('stepResponseErrors', () => {
  const photos = { prompt: null, text: 'optional', attachments: 'photos', max_photos: 3 } as const;
  const jpeg = { contentType: 'image/jpeg' };
  const pdf = { contentType: 'application/pdf' };

  it('takes photos up to the limit, or one PDF where the step allows it', () => {
    expect(stepResponseErrors(photos, 'Done.', [jpeg, jpeg, jpeg])).toBeNull();
    expect(stepResponseErrors(photos, null, [jpeg, jpeg, jpeg, jpeg])?.keys).toEqual([
      'Send at most 3 photos for this step.',
    ]);
    expect(stepResponseErrors(photos, null, [pdf])?.keys).toEqual([
      'This step takes photos, not a PDF.',
    ]);
    const either = { ...photos, attachments: 'photos_or_pdf' } as const;
    expect(stepResponseErrors(either, null, [pdf])).toBeNull();
    expect(stepResponseErrors(either, null, [pdf, jpeg])?.keys).toEqual([
      'Send one PDF or photos.',
    ]);
    expect(stepResponseErrors(either, null, [pdf, pdf])).not.toBeNull();
    const onlyPdf = { ...photos, attachments: 'pdf', max_photos: 0 } as const;
    expect(stepResponseErrors(onlyPdf, null, [jpeg])?.keys).toEqual([
      'This step takes one PDF, not photos.',
    ]);
  });

  it('refuses text or files where the step takes none', () => {
    const silent = { ...photos, text: 'none', attachments: 'none', max_photos: 0 } as const;
    expect(stepResponseErrors(silent, 'Hello', [jpeg])).toEqual({
      text: ['This step does not take a written answer.'],
      keys: ['This step does not take files.'],
    });
    expect(stepResponseErrors(silent, null, [])).toBeNull();
  });
});

const science = { classId: 1, subjectId: 7 };
const teacherOf = (...teaching: { classId: number; subjectId: number }[]) =>
  ({ kind: 'teacher', userId: 5, teaching }) as const;
const adminOf = (...schoolIds: number[]) =>
  ({ kind: 'administrator', userId: 6, schoolIds }) as const;

describe('canReviewClass', () => {
  it('lets teachers review the classes they teach in any subject, administrators their schools', () => {
    const sixA = { id: 1, organisationId: 10 };
    expect(canReviewClass(teacherOf(science), sixA)).toBe(true);
    expect(canReviewClass(teacherOf({ classId: 1, subjectId: 8 }), sixA)).toBe(true);
    expect(canReviewClass(teacherOf({ classId: 2, subjectId: 7 }), sixA)).toBe(false);
    expect(canReviewClass(adminOf(10), sixA)).toBe(true);
    expect(canReviewClass(adminOf(11), sixA)).toBe(false);
  });
});

describe('canReviewWork', () => {
  const scienceOf6A = { classId: 1, subjectId: 7, organisationId: 10 };

  it('lets a teacher reach work only in a subject they teach its class', () => {
    expect(canReviewWork(teacherOf(science), scienceOf6A)).toBe(true);
    expect(canReviewWork(teacherOf({ classId: 1, subjectId: 8 }), scienceOf6A)).toBe(false);
    expect(canReviewWork(teacherOf({ classId: 2, subjectId: 7 }), scienceOf6A)).toBe(false);
  });

  it('leaves work whose teaching ended to every teacher of its class', () => {
    const orphan = { ...scienceOf6A, subjectId: null };
    expect(canReviewWork(teacherOf({ classId: 1, subjectId: 8 }), orphan)).toBe(true);
    expect(canReviewWork(teacherOf({ classId: 2, subjectId: 8 }), orphan)).toBe(false);
  });

  it('lets administrators reach every subject of their schools', () => {
    expect(canReviewWork(adminOf(10), scienceOf6A)).toBe(true);
    expect(canReviewWork(adminOf(11), scienceOf6A)).toBe(false);
  });
});
