import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useDiscussion } from '../api/fetch-discussion';
import { DiscussionThread } from './discussion-thread';

/**
 * "Ask your teacher" under a quest step: the student's own thread on the step with the teachers
 * of their class, opened on demand; it shows how many replies are new.
 */
export function AskTeacherPanel({ activityId, stepId }: { activityId: number; stepId: number }) {
  const address = { activity_id: activityId, activity_detail_id: stepId };
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const discussion = useDiscussion(address);
  const unread = discussion.data?.unread_count ?? 0;
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label="Ask your teacher">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text fw={600}>Questions about this step?</Text>
          {unread > 0 ? (
            <Badge color="red.9" variant="filled" aria-label={`${unread} new replies`}>
              {unread} new
            </Badge>
          ) : null}
        </Group>
        <Button
          variant="light"
          onClick={() => setOpen((was) => !was)}
          aria-expanded={open}
          aria-controls={panelId}
        >
          {open ? 'Close' : 'Ask your teacher'}
        </Button>
      </Group>
      {open ? (
        <div id={panelId} style={{ paddingTop: 12 }}>
          <DiscussionThread
            address={address}
            empty={{
              title: 'No messages yet',
              description: 'Ask your teacher about this step. Only you and your teachers see it.',
            }}
          />
        </div>
      ) : null}
    </Card>
  );
}
