import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActivityType } from '../../paths';
import { TypeBadge } from './type-badge';

export interface BackLink {
  to: string;
  label: string;
}

/**
 * The top of a player or review page: the way back, what it is about and its kind, a line of
 * facts, and at its right how saving goes (player) or a class chooser (review).
 */
export function ActivityHeader({
  title,
  activityType,
  back,
  facts,
  aside,
}: {
  title: string;
  activityType: ActivityType;
  back: BackLink;
  facts?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Stack gap="xs" mb="lg">
      <Anchor component={Link} to={back.to} size="sm">
        <span aria-hidden="true">← </span>
        {back.label}
      </Anchor>
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
