import { countOf } from '@kitlab/domain';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { kitPagePath } from '../../../../lib/paths/kits';
import type { TopicListItem } from '../../api/get-topic-list';
import { ActivityTypeBadge } from '../topics/activity-type-badge';

/** One topic of the list: a link to its place on its kit's page, its kit and its activities. */
export function TopicCard({ topic }: { topic: TopicListItem }) {
  const headingId = `topic-item-${topic.topic_id}`;
  const subjects = topic.subjects.map((subject) => subject.name).join(', ');
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Title order={2} size="h5" id={headingId}>
          <Anchor
            component={Link}
            to={kitPagePath(topic.kit_token, { tab: 'topics', topic: topic.slug })}
            inherit
          >
            {topic.title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {topic.kit_title} · Grade {topic.grade}
          {subjects ? ` · ${subjects}` : ''}
        </Text>
        {topic.summary ? <Text size="sm">{topic.summary}</Text> : null}
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {countOf(topic.activity_count, 'activity', 'activities')}
          </Text>
          {topic.activity_types.map((type) => (
            <ActivityTypeBadge key={type} type={type} />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
