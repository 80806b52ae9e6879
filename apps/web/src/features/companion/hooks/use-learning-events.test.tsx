import { companion } from '@kitlab/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { type MountedComponent, mountComponent, settleUntil } from '../../../lib/test-dom';
import type { EventTarget } from '../utils/send-event';
import { useContentStudy, useCoursePreview } from './use-learning-events';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

function KitView({ kitId, study }: { kitId: number | null; study: EventTarget | null }) {
  useCoursePreview(kitId);
  useContentStudy(study);
  return null;
}

let view: MountedComponent;
beforeEach(() => {
  localStorage.setItem(
    STORAGE_KEYS.session,
    JSON.stringify({ token: 'x', user_type: 'S', teacher_classes: [] }),
  );
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  view = mountComponent();
});
afterEach(() => {
  view.unmount();
  localStorage.clear();
  vi.clearAllMocks();
});

const sent = () =>
  vi
    .mocked(apiRequest)
    .mock.calls.filter(([call]) => call === companion.recordBrowserEvent)
    .map(([, options]) => (options as { body: unknown }).body);

describe('the learning events of kit pages', () => {
  it('previews the kit once, and studies a lesson from its opening to its closing', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ recorded: true });
    view.render(<KitView kitId={4} study={{ kit_id: 4, lesson_id: 7 }} />);
    // Turning a page of the same lesson is the same study.
    view.render(<KitView kitId={4} study={{ kit_id: 4, lesson_id: 7 }} />);
    view.render(<KitView kitId={4} study={{ kit_id: 4, topic_id: 2 }} />);
    view.render(<KitView kitId={4} study={null} />);
    await settleUntil(() => sent().length >= 5);
    expect(sent()).toEqual([
      { kind: 'course_preview', kit_id: 4, platform: 'web' },
      { kind: 'content_study_start', kit_id: 4, lesson_id: 7, platform: 'web' },
      { kind: 'content_study_stop', kit_id: 4, lesson_id: 7, platform: 'web' },
      { kind: 'content_study_start', kit_id: 4, topic_id: 2, platform: 'web' },
      { kind: 'content_study_stop', kit_id: 4, topic_id: 2, platform: 'web' },
    ]);
  });

  it('studies nothing in mobile mode, and a failed event changes nothing for the user', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    vi.mocked(apiRequest).mockRejectedValue(new Error('offline'));
    view.render(<KitView kitId={4} study={{ kit_id: 4, lesson_id: 7 }} />);
    view.render(<KitView kitId={4} study={null} />);
    await settleUntil(() => sent().length >= 1);
    expect(sent()).toEqual([{ kind: 'course_preview', kit_id: 4, platform: 'mobile' }]);
  });
});
