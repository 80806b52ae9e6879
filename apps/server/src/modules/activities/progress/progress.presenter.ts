import type { activities as contract } from '@kitlab/contract';
import { activityProgress, questionProgress } from '@kitlab/domain';
import type { z } from 'zod';
import type { DetailRow } from '../../kits/index.js';
import {
  type AttemptRecord,
  attemptProgressOf,
  itemsOf,
  markingOf,
  outcomeOf,
} from '../attempts/attempt.presenter.js';
import type { ActivityInKit } from '../attempts/reach.repository.js';

type ProgressItem = z.input<typeof contract.activityProgressItem>;

/**
 * A student's progress at one activity and each of its questions, from their latest attempt;
 * without one, whether the work has closed decides it.
 */
export function presentProgressItem(
  target: ActivityInKit,
  details: DetailRow[],
  record: AttemptRecord | null,
  closed: boolean,
): ProgressItem {
  const { activity } = target;
  // The activity first, as the schema has it, but not spread: V8 builds an object literal that
  // opens with a spread and goes on with many fields very slowly (decision 0047).
  const base = {
    activity_id: activity.id,
    activity_type: activity.activityType,
    title: activity.title,
  };
  const items = itemsOf(details);
  if (!record) {
    return Object.assign(base, {
      progress: activityProgress({ attempt: null, closed }),
      answer_header_id: null,
      status: null,
      attempt_number: null,
      questions: items.map((d) => ({ activity_detail_id: d.id, progress: 'NS' as const })),
    });
  }
  const latest = record.attempt;
  const submitted = latest.status === 'S';
  const marking = submitted ? markingOf({ activity, details }, record.answers) : null;
  return Object.assign(base, {
    progress: attemptProgressOf(latest, marking),
    answer_header_id: latest.id,
    status: latest.status,
    attempt_number: latest.attemptNumber,
    questions: items.map((d) => ({
      activity_detail_id: d.id,
      // Right and wrong stay hidden from the student until the attempt is submitted.
      progress: questionProgress(
        latest.status,
        outcomeOf(record, d, activity.activityType, submitted),
      ),
    })),
  });
}
