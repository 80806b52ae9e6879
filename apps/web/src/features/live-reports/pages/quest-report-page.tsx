import { countOf } from '@kitlab/domain';
import { Card, Stack, Table, Title } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { fullName } from '../../../lib/full-name';
import { useClassWorkInvalidation } from '../../live';
import { type QuestDetails, useQuestDetails } from '../api/get-quest-details';
import { liveReportKeys } from '../api/keys';
import { QuestStepCard } from '../components/quest-step-card';
import { ReportActions } from '../components/report-actions';
import { ReportNotFound } from '../components/report-not-found';
import { type ReportIds, ReportRoute } from '../components/report-route';
import { StatusWords } from '../components/status-words';
import { SubmissionsLink } from '../components/submissions-link';
import { outOfWords, scoreWords } from '../utils/report-words';

/** A quest's live report in one class: per step who handed in, waits for marks or has it back. */
export function QuestReportPage() {
  return <ReportRoute report={QuestReport} />;
}

function QuestReport({ classId, activityId }: ReportIds) {
  const query = useQuestDetails(classId, activityId);
  useClassWorkInvalidation([classId], liveReportKeys.quest(classId, activityId));
  return (
    <QueryView
      query={query}
      loading="Loading the quest's report…"
      failed="We could not load the quest's report"
      notFound={<ReportNotFound />}
    >
      {(details) => {
        const handedIn = details.students.filter((row) => row.status === 'handed_in').length;
        return (
          <>
            <PageHeader
              title={`${details.activity_title} · ${details.class_name}`}
              description={`Quest · handed in: ${outOfWords(handedIn, details.out_of)} · ${countOf(details.steps.length, 'step')}`}
              actions={<ReportActions />}
            />
            <QuestBody details={details} />
          </>
        );
      }}
    </QueryView>
  );
}

function QuestBody({ details }: { details: QuestDetails }) {
  if (details.out_of === 0) {
    return (
      <EmptyState
        title={`No students in ${details.class_name} yet`}
        description="Figures appear once the school places students in the class and they work."
      />
    );
  }
  const opened = details.students.some((row) => row.status !== 'not_started');
  return (
    <Stack gap="lg">
      <SubmissionsLink report={details}>
        Mark the submissions of {details.class_name}
      </SubmissionsLink>
      {opened ? (
        <Stack gap="sm" component="section" aria-labelledby="by-step">
          <Title order={2} size="h4" id="by-step">
            Step by step
          </Title>
          {details.steps.map((step, index) => (
            <QuestStepCard
              key={step.activity_detail_id}
              step={step}
              number={index + 1}
              nameOf={fullName}
            />
          ))}
        </Stack>
      ) : (
        <EmptyState
          title="Nobody has opened this quest yet"
          description="Steps fill in here as students hand them in, without reloading the page."
        />
      )}
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="students">
        <Title order={2} size="h4" id="students" mb="sm">
          Students
        </Title>
        <QuestStudents details={details} />
      </Card>
    </Stack>
  );
}

function QuestStudents({ details }: { details: QuestDetails }) {
  return (
    <ScrollRegion label="Students of the quest">
      <Table verticalSpacing="xs" striped data-testid="quest-students">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Score</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {details.students.map((row) => (
            <Table.Tr key={row.student.user_token}>
              <Table.Th scope="row">{fullName(row.student)}</Table.Th>
              <Table.Td>
                <StatusWords status={row.status} stuck={row.stuck} />
              </Table.Td>
              <Table.Td>{scoreWords(row.score)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
