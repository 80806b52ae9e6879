import { Stack } from '@mantine/core';
import { EmptyState } from '../../../../components/ui/empty-state';
import type { KitContent } from '../../api/get-kit-content';
import { byPosition } from '../../utils/kit-order';
import type { KitReader } from '../../utils/kit-reader';
import { TopicSection } from './topic-section';

/** The kit's topics in order, each with its activities. */
export function TopicsPanel({
  content,
  kit,
  reader,
  currentTopic,
}: {
  content: KitContent;
  kit: KitContent['kit'][number];
  reader: KitReader;
  currentTopic: string | null;
}) {
  if (content.topics.length === 0) {
    return <EmptyState title="No topics yet" description="This kit has no topics or activities." />;
  }
  const activities = byPosition(content.activities);
  return (
    <Stack gap="md">
      {byPosition(content.topics).map((topic) => (
        <TopicSection
          key={topic.topic_id}
          topic={topic}
          activities={activities.filter((activity) => activity.topic_id === topic.topic_id)}
          kit={kit}
          reader={reader}
          current={topic.slug === currentTopic}
        />
      ))}
    </Stack>
  );
}
