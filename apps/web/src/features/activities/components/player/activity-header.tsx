import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActivityType } from '../../../../lib/paths/activities';
import { TypeBadge } from './type-badge';

export interface BackLink {
  to: string;
  label: string;
}

/** "← Back to the kit": where the reader came from. */
export function BackAnchor({ back }: { back: BackLink }) {
  return (
    <Anchor component={Link} to={back.to} size="sm">
      <span aria-hidden="true">← </span>
      {back.label}
    </Anchor>
  );
}

/**
 * The top of a player or review page: the way back, what it is about and its kind, what to know
 * before starting (player), a line of facts, and at its right how saving goes (player) or a class
 * chooser (review).
 */
export function ActivityHeader({
  title,
  activityType,
  back,
  brief,
  facts,
  aside,
}: {
  title: string;
  activityType: ActivityType;
  back: BackLink;
  brief?: ReactNode;
  facts?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Stack gap="xs" mb="lg">
      <BackAnchor back={back} />
      <Group gap="sm" align="center" wrap="nowrap">
        <TypeBadge type={activityType} />
        <Title
          order={1}
          fz={{ base: 22, sm: 28 }}
          style={{ minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Title>
      </Group>
      {brief}
      <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
        {facts ? (
          <Text size="sm" c="dimmed">
            {facts}
          </Text>
        ) : (
          <span />
        )}
        {aside}
      </Group>
    </Stack>
  );
}
