import { useEffect } from 'react';
import { useSession } from '../../../lib/use-session';
import { type EventTarget, sendLearningEvent } from '../utils/send-event';

function useUserType() {
  return useSession().session?.user_type ?? null;
}

/** Sends a course preview when a kit's page opens (and again for another kit). */
export function useCoursePreview(kitId: number | null): void {
  const userType = useUserType();
  useEffect(() => {
    if (kitId !== null) void sendLearningEvent('course_preview', { kit_id: kitId }, { userType });
  }, [kitId, userType]);
}

/**
 * Content study: a start when a lesson or topic view opens, a stop when it closes (another
 * lesson or topic, another tab, another page, the browser tab closing). Null studies nothing.
 */
export function useContentStudy(target: EventTarget | null): void {
  const userType = useUserType();
  const kitId = target?.kit_id;
  const topicId = target?.topic_id;
  const lessonId = target?.lesson_id;
  useEffect(() => {
    if (topicId === undefined && lessonId === undefined) return;
    const studied: EventTarget = {
      ...(kitId === undefined ? {} : { kit_id: kitId }),
      ...(topicId === undefined ? {} : { topic_id: topicId }),
      ...(lessonId === undefined ? {} : { lesson_id: lessonId }),
    };
    // The width at the start decides both events, so a stop is never sent without its start.
    const windowWidth = window.innerWidth;
    let open = true;
    void sendLearningEvent('content_study_start', studied, { userType, windowWidth });
    const stop = () => {
      if (!open) return;
      open = false;
      void sendLearningEvent('content_study_stop', studied, { userType, windowWidth });
    };
    window.addEventListener('pagehide', stop);
    return () => {
      window.removeEventListener('pagehide', stop);
      stop();
    };
  }, [kitId, topicId, lessonId, userType]);
}
