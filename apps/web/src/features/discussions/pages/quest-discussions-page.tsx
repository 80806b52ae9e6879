import { Stack, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { RecordNotFound } from '../../../components/ui/record-not-found';
import { isApiError } from '../../../lib/api-error';
import { idParam } from '../../../lib/id-param';
import { useQuestDiscussions } from '../api/get-quest-discussions';
import { DiscussionList } from '../components/discussion-list';
import { DiscussionThread } from '../components/discussion-thread';
import { MessageFiguresChart } from '../components/message-figures-chart';
import { OpenReports } from '../components/open-reports';

const NOT_FOUND = (
  <RecordNotFound
    title="Quest not found"
    description="This quest is not assigned to a class of yours."
    testId="quest-discussions-not-found"
  />
);

/**
 * /discussions/quest/:activityId?class=: a teacher's view of a quest's discussions in one class:
 * each student's questions with what is unread, the class thread, and how questions got answered.
 */
export function QuestDiscussionsPage() {
  const activityId = idParam(useParams().activityId);
  const classId = idParam(useSearchParams()[0].get('class'));
  if (activityId === null || classId === null) return NOT_FOUND;
  return <QuestDiscussions activityId={activityId} classId={classId} />;
}

function QuestDiscussions({ activityId, classId }: { activityId: number; classId: number }) {
  const query = useQuestDiscussions(activityId, classId);
  if (query.error && isApiError(query.error) && [400, 404].includes(query.error.status)) {
    return NOT_FOUND;
  }
  return (
    <QueryView
      query={query}
      loading="Loading the discussions…"
      failed="We could not load the discussions"
    >
      {(list) => (
        <Stack gap="lg" maw={820}>
          <PageHeader title={list.quest_title} description={`Discussions of ${list.class_name}`} />
          <OpenReports activityId={activityId} classId={classId} />
          <section aria-labelledby="students-questions">
            <Title order={2} size="h4" id="students-questions" mb="xs">
              Students' questions
            </Title>
            <DiscussionList items={list.discussions} />
          </section>
          <section aria-labelledby="class-thread">
            <Title order={2} size="h4" id="class-thread" mb="xs">
              Class discussion
            </Title>
            <DiscussionThread
              address={{ activity_id: activityId, class_id: classId }}
              empty={{
                title: 'No class discussion yet',
                description: 'Write to the whole class about this quest; every student can reply.',
              }}
            />
          </section>
          <MessageFiguresChart classId={classId} />
        </Stack>
      )}
    </QueryView>
  );
}
