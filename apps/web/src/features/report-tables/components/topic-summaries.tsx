import { countOf } from '@kitlab/domain';
import { List, Text } from '@mantine/core';
import type { TopicDetails } from '../api/get-topic-details';
import { averageText, outOfText } from '../utils/figures';

/** Each topic's figures in words, each with what it is out of: readable on a phone and on paper. */
export function TopicSummaries({ details }: { details: TopicDetails }) {
  const finishers = details.student ? 'Finished' : 'Students finished';
  return (
    <List spacing="xs" listStyleType="none" mt="md" data-testid="topic-summaries">
      {details.topics.map((topic) => (
        <List.Item key={topic.topic_id}>
          <Text size="sm" fw={600}>
            {topic.title}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {topic.kit_title} · {countOf(topic.activities_assigned, 'activity', 'activities')}
            </Text>
          </Text>
          <Text size="sm">
            Handed in {outOfText(topic.handed_in)} · {finishers}{' '}
            {outOfText(topic.students_finished)} · Average score: {averageText(topic.average_score)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
