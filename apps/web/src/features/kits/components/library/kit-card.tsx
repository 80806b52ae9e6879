import { formatDate } from '@kitlab/domain';
import { Anchor, AspectRatio, Card, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { kitPagePath } from '../../../../lib/paths/kits';
import type { KitCard as Kit } from '../../api/get-kit-content';
import { countsLine } from '../../utils/kit-counts';
import { KitFacts } from '../kit-facts';

/**
 * One kit in My Library: its cover, title (the link to its page), grade, subjects, status and
 * the nearest due date of its open work.
 */
export function KitCard({ kit }: { kit: Kit }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`kit-${kit.kit_id}`}
    >
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          {/* The title beside it names the kit; the cover is decoration here. */}
          <Image src={kit.cover.file} alt="" fit="cover" loading="lazy" bg="gray.1" />
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Title order={2} size="h4" id={`kit-${kit.kit_id}`}>
          <Anchor component={Link} to={kitPagePath(kit.kit_token)} inherit>
            {kit.title}
          </Anchor>
        </Title>
        <KitFacts kit={kit} />
        {kit.due_date ? (
          <Text size="sm" fw={600} data-testid="kit-due-date">
            {`Next due ${formatDate(kit.due_date)}`}
          </Text>
        ) : null}
        <Text size="sm" lineClamp={3}>
          {kit.description}
        </Text>
        <Text size="xs" c="dimmed" mt="auto">
          {countsLine(kit)}
        </Text>
      </Stack>
    </Card>
  );
}
