import { formatDate } from '@kitlab/domain';
import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { fullName } from '../../../lib/full-name';
import { submissionsPath } from '../../../lib/paths/activities';
import type { LiveWorkEntry } from '../api/get-live-dashboard';
import { liveActivityReportPath } from '../paths';
import { agoWords, averageWords, outOfWords, stuckWords } from '../utils/report-words';
import { FigureLine } from './figure-line';
import { ReportArticle } from './report-article';

const TYPE_WORDS: Record<string, string> = { quiz: 'Quiz', quest: 'Quest', worksheet: 'Worksheet' };

/** One activity of the class's open work: who started, handed in, the average and who is stuck. */
export function OpenWorkCard({ entry, now }: { entry: LiveWorkEntry; now: number }) {
  const report = liveActivityReportPath(entry.class_id, entry.activity_id, entry.activity_type);
  const link =
    report ??
    submissionsPath({
      kitToken: entry.kit_token,
      activityId: entry.activity_id,
      classId: entry.class_id,
    });
  const linkWords = report ? 'Open the live report' : 'Open the submissions';
  return (
    <ReportArticle label={`${entry.activity_title}, ${entry.class_name}`} testId="open-work">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {entry.activity_title}
          </Title>
          <Text size="xs" c="dimmed">
            {TYPE_WORDS[entry.activity_type] ?? entry.activity_type} · {entry.kit_title} · due{' '}
            {formatDate(entry.due_date)}
          </Text>
        </Stack>
        {entry.stuck.length > 0 ? (
          <Badge color="red.9" variant="filled">
            {entry.stuck.length} stuck
          </Badge>
        ) : null}
      </Group>
      {entry.started.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody has opened it yet.
        </Text>
      ) : (
        <>
          <FigureLine label="Started">{outOfWords(entry.started.length, entry.out_of)}</FigureLine>
          <FigureLine label="Handed in">
            {outOfWords(entry.handed_in.length, entry.out_of)}
          </FigureLine>
          <FigureLine label="Average score">
            {averageWords(entry.average_score.percentage, entry.average_score.marked)}
          </FigureLine>
        </>
      )}
      {entry.stuck.length > 0 ? (
        <List size="sm" spacing={2} aria-label={`Stuck on ${entry.activity_title}`}>
          {entry.stuck.map((student) => (
            <List.Item key={student.user_token}>
              <Text span size="sm" fw={600}>
                {fullName(student)}
              </Text>
              : {stuckWords(student.reason)}, last progress{' '}
              {agoWords(Date.parse(student.last_progress_at), now)}
            </List.Item>
          ))}
        </List>
      ) : null}
      <Anchor
        component={Link}
        to={link}
        size="sm"
        aria-label={`${linkWords}: ${entry.activity_title}, ${entry.class_name}`}
      >
        {linkWords}
      </Anchor>
    </ReportArticle>
  );
}
