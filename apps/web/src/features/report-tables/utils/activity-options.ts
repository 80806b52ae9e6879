import type { TopicDetails } from '../api/get-topic-details';

export interface ActivityOption {
  activity_id: number;
  title: string;
}

/** Every activity the class's work covers, in topic order, once each, for the activity filter. */
export function activityOptions(details: TopicDetails): ActivityOption[] {
  const seen = new Map<number, ActivityOption>();
  for (const topic of details.topics) {
    for (const activity of topic.activities) {
      if (!seen.has(activity.activity_id)) {
        seen.set(activity.activity_id, {
          activity_id: activity.activity_id,
          title: activity.title,
        });
      }
    }
  }
  return [...seen.values()];
}
