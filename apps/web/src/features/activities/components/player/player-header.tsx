import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActivityType } from '../../paths';
import { TypeBadge } from './type-badge';

export interface BackLink {
  to: string;
  label: string;
}

/** The top of the player: the way back, the activity's name and kind, and how saving goes. */
export function PlayerHeader({
  title,
  activityType,
  back,
  facts,
  status,
}: {
  title: string;
  activityType: ActivityType;
  back: BackLink;
  facts?: ReactNode;
  status?: ReactNode;
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
      <Group justify="space-between" gap="xs" wrap="wrap">
        {facts ? (
          <Text size="sm" c="dimmed">
            {facts}
          </Text>
        ) : (
          <span />
        )}
        {status}
      </Group>
    </Stack>
  );
}
