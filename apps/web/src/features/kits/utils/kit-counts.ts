import type { kits } from '@kitlab/contract';
import { countOf } from '@kitlab/domain';

type ActivityType = (typeof kits.ACTIVITY_TYPES)[number];

export const ACTIVITY_TYPE_LABEL: Record<ActivityType, string> = {
  quiz: 'Quiz',
  quest: 'Quest',
  worksheet: 'Worksheet',
};

/** "3 lessons · 3 topics · 4 activities" */
export function countsLine(kit: {
  lesson_count: number;
  topic_count: number;
  activity_count: number;
}): string {
  return [
    countOf(kit.lesson_count, 'lesson'),
    countOf(kit.topic_count, 'topic'),
    countOf(kit.activity_count, 'activity', 'activities'),
  ].join(' · ');
}

/** The part of an activity its summary line reads. */
export type ActivityOutline = Pick<
  kits.Activity,
  'activity_type' | 'total_marks' | 'estimated_minutes'
> & {
  activity_details: readonly Pick<kits.Activity['activity_details'][number], 'detail_type'>[];
};

/** How many questions (quiz, worksheet) or steps (quest); a quiz's page breaks do not count. */
export function itemCount(activity: ActivityOutline): string {
  if (activity.activity_type === 'quest') {
    return countOf(activity.activity_details.length, 'step');
  }
  const questions = activity.activity_details.filter((d) => d.detail_type === 'question');
  return countOf(questions.length, 'question');
}

/** "15 questions · 15 marks · about 20 minutes", "4 steps · about 60 minutes" */
export function activityFacts(activity: ActivityOutline): string {
  const parts = [itemCount(activity)];
  if (activity.activity_type !== 'quest') parts.push(countOf(activity.total_marks, 'mark'));
  if (activity.estimated_minutes !== null) {
    parts.push(`about ${countOf(activity.estimated_minutes, 'minute')}`);
  }
  return parts.join(' · ');
}
