import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { isCompanionEnrolled } from '../../../lib/session-storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { enrollInCompanion } from './enrollment';
import { sendLearningEvent } from './send-event';

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  localStorage.clear();
});

const refused = () => Promise.reject(new ApiError({ status: 500, detail: 'Down.', code: 'error' }));

describe('the learning event sender', () => {
  it('sends the event with its target and the platform mode of the window', async () => {
    const send = vi.fn().mockResolvedValue({ recorded: true });
    await expect(
      sendLearningEvent('course_preview', { kit_id: 4 }, { userType: 'S', windowWidth: 375, send }),
    ).resolves.toBe(true);
    expect(send).toHaveBeenCalledWith({ kind: 'course_preview', kit_id: 4, platform: 'mobile' });
    await sendLearningEvent(
      'content_study_start',
      { lesson_id: 9 },
      {
        userType: 'T',
        windowWidth: 1280,
        send,
      },
    );
    expect(send).toHaveBeenLastCalledWith({
      kind: 'content_study_start',
      lesson_id: 9,
      platform: 'web',
    });
  });

  it('sends nothing the skip table skips', async () => {
    const send = vi.fn().mockResolvedValue({ recorded: true });
    const skipped = [
      sendLearningEvent('course_preview', { kit_id: 4 }, { userType: 'C', send }),
      sendLearningEvent(
        'content_study_stop',
        { topic_id: 2 },
        {
          userType: 'S',
          windowWidth: 600,
          send,
        },
      ),
    ];
    expect(await Promise.all(skipped)).toEqual([false, false]);
    expect(send).not.toHaveBeenCalled();
  });

  it('ignores a failed event: nothing is thrown', async () => {
    const send = vi.fn(refused);
    await expect(
      sendLearningEvent('course_preview', { kit_id: 4 }, { userType: 'S', send }),
    ).resolves.toBe(false);
  });
});

describe('enrollment', () => {
  it('is sent once; success sets the stored flag and later enrollments are skipped', async () => {
    const send = vi.fn().mockResolvedValue({ recorded: true });
    const listener = vi.fn();
    window.addEventListener('kitlab:companion-enrolled', listener);
    await Promise.all([
      enrollInCompanion({ featureOn: true, userType: 'S', send }),
      enrollInCompanion({ featureOn: true, userType: 'S', send }),
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ kind: 'enrollment' });
    expect(localStorage.getItem(STORAGE_KEYS.companionEnrolled)).toBe('true');
    expect(listener).toHaveBeenCalledTimes(1);
    await enrollInCompanion({ featureOn: true, userType: 'S', send });
    expect(send).toHaveBeenCalledTimes(1);
    window.removeEventListener('kitlab:companion-enrolled', listener);
  });

  it('is not sent without the feature, nor for administrators', async () => {
    const send = vi.fn().mockResolvedValue({ recorded: true });
    await enrollInCompanion({ featureOn: false, userType: 'T', send });
    await enrollInCompanion({ featureOn: true, userType: 'C', send });
    expect(send).not.toHaveBeenCalled();
    expect(isCompanionEnrolled()).toBe(false);
  });

  it('leaves the flag unset when the event fails, without a word to the user', async () => {
    const send = vi.fn(refused);
    await expect(enrollInCompanion({ featureOn: true, userType: 'T', send })).resolves.toBe(
      undefined,
    );
    expect(isCompanionEnrolled()).toBe(false);
  });
});
