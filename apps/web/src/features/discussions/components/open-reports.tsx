import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryView } from '../../../components/ui/query-view';
import { errorMessage } from '../../../lib/api-error';
import { discussionPath } from '../../../lib/paths/discussions';
import { type OpenReport, useOpenReports } from '../api/get-open-reports';
import { useDismissReports } from '../api/moderate-message';
import { useRemoveMessageDialog } from './remove-message-dialog';

/** Reported messages of one quest in one class, for its teacher to remove or dismiss. */
export function OpenReports({ activityId, classId }: { activityId: number; classId: number }) {
  const query = useOpenReports();
  const removing = useRemoveMessageDialog();
  const dismiss = useDismissReports();
  const busy = removing.removal.isPending || dismiss.isPending;
  const failed = removing.removal.error ?? dismiss.error;
  const ofQuest = (reports: OpenReport[]) =>
    reports.filter((r) => r.activity_id === activityId && r.class_id === classId);
  return (
    <>
      {removing.dialog}
      <QueryView query={query} loading="Loading reports…" failed="We could not load the reports">
        {({ results }) =>
          ofQuest(results).length === 0 ? null : (
            <Card
              withBorder
              radius="md"
              padding="md"
              component="section"
              aria-labelledby="reported"
            >
              <Title order={2} size="h5" id="reported" mb="xs">
                Reported messages
              </Title>
              {failed ? (
                <Alert color="red" mb="xs">
                  {errorMessage(failed)}
                </Alert>
              ) : null}
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {ofQuest(results).map((report) => (
                  <li key={report.message_token}>
                    <Stack gap={4}>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        <strong>{report.author.name}:</strong> {report.text}
                      </Text>
                      <Text size="xs" c="dimmed">
                        Reported {report.report_count}{' '}
                        {report.report_count === 1 ? 'time' : 'times'}
                        {report.reasons.length ? `: ${report.reasons.join('; ')}` : ''}
                      </Text>
                      <Group gap="xs">
                        <Anchor
                          component={Link}
                          to={discussionPath(report.discussion_token)}
                          size="sm"
                        >
                          Open the discussion
                        </Anchor>
                        <Button
                          size="compact-sm"
                          variant="default"
                          c="red.9"
                          disabled={busy}
                          onClick={() => removing.ask(report.message_token)}
                        >
                          Remove message
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="default"
                          disabled={busy}
                          onClick={() => dismiss.mutate(report.message_token)}
                        >
                          Dismiss
                        </Button>
                      </Group>
                    </Stack>
                  </li>
                ))}
              </Stack>
            </Card>
          )
        }
      </QueryView>
    </>
  );
}
