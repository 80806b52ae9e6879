import { Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { RecordNotFound } from '../../../components/ui/record-not-found';
import { isApiError } from '../../../lib/api-error';
import { classmateName } from '../../../lib/classmate-name';
import { questDiscussionsPath } from '../../../lib/paths/discussions';
import { useSession } from '../../../lib/use-session';
import { type Discussion, useDiscussion } from '../api/fetch-discussion';
import { Thread } from '../components/discussion-thread';

const NOT_FOUND = (
  <RecordNotFound
    title="Discussion not found"
    description="This discussion does not exist, or it is not one of yours."
    testId="discussion-not-found"
  />
);

/** What the heading says of a discussion: its quest, and its step and student or the class. */
function describe(discussion: Discussion) {
  if (discussion.kind === 'class') return 'Class discussion on the whole quest';
  const step = discussion.step ? `Step ${discussion.step.position}: ${discussion.step.title}` : '';
  const student = discussion.student ? classmateName(discussion.student) : null;
  return student ? `${student} · ${step}` : step;
}

/** /discussions/:discussionToken: one discussion, its messages and the box to reply. */
export function DiscussionPage() {
  const token = useParams().discussionToken ?? '';
  const address = { discussion_token: token };
  const query = useDiscussion(address);
  const teacher = useSession().session?.user_type === 'T';
  if (query.error && isApiError(query.error) && [400, 404].includes(query.error.status)) {
    return NOT_FOUND;
  }
  return (
    <QueryView
      query={query}
      loading="Loading the discussion…"
      failed="We could not load the discussion"
    >
      {(discussion) => (
        <Stack gap="md" maw={720}>
          {teacher ? (
            <Anchor
              component={Link}
              to={questDiscussionsPath(discussion.activity_id, discussion.class_id)}
              size="sm"
            >
              <span aria-hidden="true">← </span>
              All discussions of this quest
            </Anchor>
          ) : null}
          <PageHeader title={discussion.quest_title} description={describe(discussion)} />
          <Thread address={address} discussion={discussion} empty={{ title: 'No messages yet' }} />
        </Stack>
      )}
    </QueryView>
  );
}
