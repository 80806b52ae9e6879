import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { KitActivity, KitCard, KitTopic } from '../../api/get-kit-content';
import type { KitReader } from '../../utils/kit-reader';
import { ActivityRow } from './activity-row';

/** A topic with its activities. The topic a link pointed at is outlined and scrolled to. */
export function TopicSection({
  topic,
  activities,
  kit,
  reader,
  current,
}: {
  topic: KitTopic;
  activities: readonly KitActivity[];
  kit: KitCard;
  reader: KitReader;
  current: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (current) ref.current?.scrollIntoView({ block: 'start' });
  }, [current]);
  const headingId = `topic-${topic.slug}`;
  return (
    <Paper
      ref={ref}
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-current={current || undefined}
      style={{
        scrollMarginTop: 80,
        ...(current ? { borderColor: 'var(--mantine-color-blue-7)', borderWidth: 2 } : {}),
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {topic.title}
        </Title>
        {topic.summary ? <Text size="sm">{topic.summary}</Text> : null}
        {activities.length === 0 ? (
          <Text size="sm" c="dimmed">
            No activities in this topic yet.
          </Text>
        ) : (
          activities.map((activity) => (
            <ActivityRow key={activity.activity_id} activity={activity} kit={kit} reader={reader} />
          ))
        )}
      </Stack>
    </Paper>
  );
}
