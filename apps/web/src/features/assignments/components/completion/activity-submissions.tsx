import type { assignments } from '@kitlab/contract';
import { Anchor, List, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryView } from '../../../../components/ui/query-view';
import { submissionsPath } from '../../../../lib/paths/activities';
import { type ActivityComplete, useActivityComplete } from '../../api/get-activity-complete';

type Row = ActivityComplete['results'][number];

/** Students who have and have not submitted one activity, and the way to what they handed in. */
export function ActivitySubmissions({
  assignment,
  activityId,
}: {
  assignment: assignments.Assignment;
  activityId: number;
}) {
  const detail = useActivityComplete(assignment.assignment_id, activityId);
  return (
    <QueryView
      query={detail}
      loading="Loading submissions…"
      failed="We could not load the submissions"
    >
      {(data) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" data-testid="activity-submissions">
            <Names title="Submitted" rows={data.results.filter((row) => row.submitted)} />
            <Names title="Not submitted" rows={data.results.filter((row) => !row.submitted)} />
          </SimpleGrid>
          <Anchor
            component={Link}
            to={submissionsPath({
              kitToken: assignment.kit_token,
              activityId,
              classId: assignment.class_id,
            })}
            size="sm"
            mt="sm"
            display="inline-block"
          >
            Scores and work of everyone
          </Anchor>
        </>
      )}
    </QueryView>
  );
}

function Names({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section aria-label={title}>
      <Title order={3} size="h6" mb={4}>
        {title} ({rows.length})
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No one
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {rows.map((row) => (
            <List.Item key={row.user_token}>
              {row.first_name} {row.last_name}
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
