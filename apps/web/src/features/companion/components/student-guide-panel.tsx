import { Anchor, Button, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { playerPath } from '../../../lib/paths/activities';
import { kitPagePath } from '../../../lib/paths/kits';
import { type StudentGuide, useStudentGuide } from '../api/get-student-guide';
import { answeredText, dueText, usualTime } from '../utils/guide-words';
import { GuideSection } from './guide-section';

const SHOWN_DUE = 3;

/** The student's guide: the hand-in message, where they left off, what is due, what to revisit. */
export function StudentGuidePanel() {
  const guide = useStudentGuide();
  return (
    <QueryView
      query={guide}
      loading="Getting your next steps…"
      failed="We could not load your guide"
    >
      {(data) => <Guide guide={data} />}
    </QueryView>
  );
}

function Guide({ guide }: { guide: StudentGuide }) {
  const { next_due: due, resume, revisit, last_hand_in: handIn } = guide;
  const nothing = due.length === 0 && !resume && revisit.length === 0 && !handIn;
  return (
    <Stack gap="sm" mt="xs">
      {/* A new hand-in message replaces the last one here, and screen readers hear it. */}
      <div aria-live="polite" aria-atomic="true">
        {handIn ? (
          <Text size="sm" data-testid="companion-hand-in">
            {handIn.message}
          </Text>
        ) : null}
      </div>
      {nothing ? (
        <EmptyState
          title="You are all caught up"
          description="New work from your teachers shows here."
        />
      ) : null}
      {resume ? (
        <GuideSection title="Where you left off">
          <Text size="sm">
            {resume.title} · {answeredText(resume.answered, resume.total)}
          </Text>
          <Button
            component={Link}
            to={playerPath({
              activityType: resume.activity_type,
              activityId: resume.activity_id,
              kitToken: resume.kit_token,
            })}
            size="xs"
            aria-label={`Resume ${resume.title}`}
          >
            Resume
          </Button>
        </GuideSection>
      ) : null}
      {due.length > 0 ? (
        <GuideSection title="Due next">
          <List size="sm" spacing={4} listStyleType="none" p={0}>
            {due.slice(0, SHOWN_DUE).map((work) => (
              <List.Item key={work.assignment_id}>
                <Anchor
                  component={Link}
                  size="sm"
                  fw={600}
                  to={
                    work.activity_id !== null && work.activity_type !== null
                      ? playerPath({
                          activityType: work.activity_type,
                          activityId: work.activity_id,
                          assignmentId: work.assignment_id,
                          kitToken: work.kit_token,
                        })
                      : kitPagePath(work.kit_token)
                  }
                >
                  {work.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {[dueText(work.due_date), usualTime(work.usual_minutes)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </List.Item>
            ))}
          </List>
        </GuideSection>
      ) : null}
      {revisit.length > 0 ? (
        <GuideSection title="Topics to revisit">
          <List size="sm" spacing={4} listStyleType="none" p={0}>
            {revisit.map((topic) => (
              <List.Item key={topic.topic_id}>
                <Anchor
                  component={Link}
                  size="sm"
                  to={kitPagePath(topic.kit_token, { tab: 'topics' })}
                >
                  {topic.topic_title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {topic.wrong} wrong answer{topic.wrong === 1 ? '' : 's'} to look at again
                </Text>
              </List.Item>
            ))}
          </List>
        </GuideSection>
      ) : null}
    </Stack>
  );
}
