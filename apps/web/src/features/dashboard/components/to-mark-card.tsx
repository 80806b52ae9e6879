import { countOf } from '@kitlab/domain';
import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { SectionCard } from '../../../components/ui/section-card';
import { formatWhen } from '../../../lib/format-when';
import { submissionsPath } from '../../../lib/paths/activities';
import { type ToMark, useToMark } from '../api/get-to-mark';

const handIns = (count: number) => countOf(count, 'hand-in');

function ToMarkList({ data }: { data: ToMark }) {
  if (data.total === 0) {
    return <EmptyState title="Nothing to mark" description="Hand-ins to mark will show here." />;
  }
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="to-mark-total">
        {`${handIns(data.total)} to mark`}
      </Text>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.groups.map((group) => (
          <li key={`${group.activity_id}:${group.class_id}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={submissionsPath({
                    kitToken: group.kit_token,
                    activityId: group.activity_id,
                    classId: group.class_id,
                  })}
                  size="sm"
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {`${group.activity_title} · ${group.class_name}`}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {`Waiting since ${formatWhen(group.oldest_handed_in_at)}`}
                </Text>
              </Stack>
              <Badge variant="light" miw={28}>
                <span aria-hidden>{group.to_mark}</span>
                <VisuallyHidden>{`${handIns(group.to_mark)} to mark`}</VisuallyHidden>
              </Badge>
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** The teacher's work waiting for marking, each activity and class linking to where it is marked. */
export function ToMarkCard() {
  const toMark = useToMark();
  return (
    <SectionCard
      title="To mark"
      // The total is said in words below; the badge repeats it for the eye only.
      aside={
        toMark.data ? (
          <Badge size="lg" aria-hidden>
            {toMark.data.total}
          </Badge>
        ) : undefined
      }
    >
      <QueryView
        query={toMark}
        loading="Loading the work to mark…"
        failed="We could not load the work to mark"
      >
        {(data) => <ToMarkList data={data} />}
      </QueryView>
    </SectionCard>
  );
}
