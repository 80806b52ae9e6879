import { rewards } from '@kitlab/contract';
import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { RecordNotFound } from '../../../components/ui/record-not-found';
import { classmateName } from '../../../lib/classmate-name';
import { idParam } from '../../../lib/id-param';
import { useSession } from '../../../lib/use-session';
import { type BadgeDetail, useBadgeDetail } from '../api/get-badge-detail';
import { BadgeArt } from '../components/badge-art';
import { BadgeProgressBar } from '../components/badge-progress-bar';
import { REWARDS_PATH } from '../paths';
import { earnedOn, progressWords } from '../utils/reward-words';

const isBadgeCode = (code: string | undefined): code is rewards.BadgeCode =>
  (rewards.BADGE_CODES as readonly string[]).includes(code ?? '');

function BadgeNotFound() {
  return (
    <RecordNotFound
      title="There is no such badge"
      description="It may not exist, or the class is not yours."
    />
  );
}

function BadgeNeedsClass() {
  return (
    <RecordNotFound
      title="This badge page needs your class"
      description="You are not in a class yet. Badges show here once your school places you in a class."
    />
  );
}

/** One badge: how it is earned, the student's progress or when they earned it, and who holds it. */
export function BadgePage() {
  const { code } = useParams();
  const classId = idParam(useSearchParams()[0].get('class_id'));
  if (!isBadgeCode(code)) return <BadgeNotFound />;
  return <BadgeView code={code} classId={classId} />;
}

function BadgeView({ code, classId }: { code: rewards.BadgeCode; classId: number | null }) {
  const isStudent = useSession().session?.user_type === 'S';
  const query = useBadgeDetail(code, classId);
  return (
    <QueryView
      query={query}
      loading="Loading the badge…"
      failed="We could not load the badge"
      // A student's badge is shown with their own class: a 404 means they have none yet.
      notFound={isStudent ? <BadgeNeedsClass /> : <BadgeNotFound />}
    >
      {(detail) => <BadgeBody detail={detail} />}
    </QueryView>
  );
}

function YourProgress({ detail }: { detail: BadgeDetail }) {
  if (detail.earned_at) return <Text fw={600}>You earned it on {earnedOn(detail.earned_at)}.</Text>;
  if (!detail.progress) return null;
  return (
    <Stack gap={4}>
      <Text size="sm">Your progress: {progressWords(detail.progress)}</Text>
      <BadgeProgressBar progress={detail.progress} label="Your progress" />
    </Stack>
  );
}

function BadgeBody({ detail }: { detail: BadgeDetail }) {
  const { badge } = detail;
  return (
    <>
      <PageHeader
        title={badge.name}
        actions={
          <Anchor component={Link} to={REWARDS_PATH} size="sm">
            Back to rewards
          </Anchor>
        }
      />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <BadgeArt
              code={badge.code}
              size={72}
              muted={!detail.earned_at && !detail.holders.length}
            />
            <Stack gap="xs" style={{ flex: 1 }}>
              <Text>
                <strong>How to earn it:</strong> {badge.how_earned}
              </Text>
              <YourProgress detail={detail} />
            </Stack>
          </Group>
        </Card>
        <section aria-labelledby="holders">
          <Title order={2} size="h4" id="holders" mb="xs">
            Who in {detail.class.class_name} has it
          </Title>
          {detail.holders.length === 0 ? (
            <EmptyState title="Nobody yet" description="Be the first in your class to earn it!" />
          ) : (
            <List spacing={4} data-testid="holders">
              {detail.holders.map((holder, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: holders can share a name and day; the list is replaced whole
                <List.Item key={`${index}-${holder.earned_at}`}>
                  <strong>{holder.is_you ? 'You' : classmateName(holder)}</strong>, on{' '}
                  {earnedOn(holder.earned_at)}
                </List.Item>
              ))}
            </List>
          )}
        </section>
      </Stack>
    </>
  );
}
