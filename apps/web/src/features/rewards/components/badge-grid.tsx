import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HeldBadge, NotYetBadge } from '../api/get-member-achievements';
import { badgePath } from '../paths';
import { earnedOn, progressWords } from '../utils/reward-words';
import { BadgeArt } from './badge-art';
import { BadgeProgressBar } from './badge-progress-bar';

function BadgeTile({
  badge,
  muted,
  children,
}: {
  badge: HeldBadge | NotYetBadge;
  muted: boolean;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-badge={badge.code}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <BadgeArt code={badge.code} muted={muted} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={badgePath(badge.code)} fw={700}>
            {badge.name}
          </Anchor>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}

function HeldTile({ badge }: { badge: HeldBadge }) {
  return (
    <BadgeTile badge={badge} muted={false}>
      <Text size="sm">Earned {earnedOn(badge.earned_at)}</Text>
      {badge.given_by ? (
        <Text size="sm">
          Given by {badge.given_by}
          {badge.reason ? `: “${badge.reason}”` : ''}
        </Text>
      ) : null}
    </BadgeTile>
  );
}

function NotYetTile({ badge }: { badge: NotYetBadge }) {
  const { progress } = badge;
  return (
    <BadgeTile badge={badge} muted>
      <Text size="sm">{badge.how_earned}</Text>
      {progress ? (
        <>
          <BadgeProgressBar progress={progress} label={badge.name} size="sm" />
          <Text size="xs" c="dimmed">
            {progressWords(progress)}
          </Text>
        </>
      ) : (
        <Text size="xs" c="dimmed">
          A teacher gives this one.
        </Text>
      )}
    </BadgeTile>
  );
}

const GRID = { base: 1, xs: 2, md: 3 } as const;

/** The student's badges: the ones they hold, then the ones still to earn, greyed. */
export function BadgeGrid({ held, notYet }: { held: HeldBadge[]; notYet: NotYetBadge[] }) {
  return (
    <Stack gap="md">
      <section aria-labelledby="badges-held">
        <Title order={2} size="h4" id="badges-held" mb="xs">
          Your badges
        </Title>
        {held.length === 0 ? (
          <Text size="sm" c="dimmed">
            No badges yet. Hand in your first quiz to earn one!
          </Text>
        ) : (
          <SimpleGrid component="ul" cols={GRID} spacing="sm" p={0} m={0} data-testid="held">
            {held.map((badge) => (
              <HeldTile key={badge.code} badge={badge} />
            ))}
          </SimpleGrid>
        )}
      </section>
      {notYet.length > 0 ? (
        <section aria-labelledby="badges-not-yet">
          <Title order={2} size="h4" id="badges-not-yet" mb="xs">
            Still to earn
          </Title>
          <SimpleGrid component="ul" cols={GRID} spacing="sm" p={0} m={0} data-testid="not-yet">
            {notYet.map((badge) => (
              <NotYetTile key={badge.code} badge={badge} />
            ))}
          </SimpleGrid>
        </section>
      ) : null}
    </Stack>
  );
}
