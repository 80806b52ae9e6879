import { countOf } from '@kitlab/domain';
import { Anchor, Group, Stack } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { idParam } from '../../../lib/id-param';
import { questDiscussionsPath } from '../../../lib/paths/discussions';
import { kitPagePath } from '../../../lib/paths/kits';
import { gradebookPath } from '../../gradebook';
import { useActivityClasses } from '../api/get-activity-classes';
import { useSubmissions } from '../api/get-submissions';
import { ActivityHeader, BackAnchor } from '../components/player/activity-header';
import { ActivityNotFound } from '../components/player/activity-not-found';
import { ClassChooser } from '../components/review/class-chooser';
import { SubmissionsPanel } from '../components/review/submissions-panel';

const isMissing = (error: unknown) => isApiError(error) && [400, 404].includes(error.status);

/**
 * /submissions/:kitToken/:activityId?class=: a teacher's view of one activity in each of their
 * classes that has it, with every student's status, score and time spent.
 */
export function SubmissionsPage() {
  const params = useParams();
  const kitToken = params.kitToken ?? '';
  const activityId = idParam(params.activityId);
  if (activityId === null) return <ActivityNotFound />;
  return (
    <Submissions key={`${kitToken}/${activityId}`} kitToken={kitToken} activityId={activityId} />
  );
}

function Submissions({ kitToken, activityId }: { kitToken: string; activityId: number }) {
  const [search, setSearch] = useSearchParams();
  const classes = useActivityClasses(kitToken, activityId);
  const covering = classes.data ?? [];
  const asked = idParam(search.get('class'));
  const chosen = covering.find((c) => c.class_id === asked) ?? covering[0];
  // The heading comes with the class's first page (the same call the panel makes, so one
  // request); it stays while another class loads, as the activity is the same.
  const first = useSubmissions(activityId, chosen?.class_id ?? null, 1);
  const back = { to: kitPagePath(kitToken, { tab: 'topics' }), label: 'Back to the kit' };

  const failed = classes.error ?? first.error;
  if (failed) {
    if (isMissing(failed)) return <ActivityNotFound />;
    return (
      <ErrorState
        title="We could not load this activity"
        message={errorMessage(failed)}
        onRetry={() => void (classes.isError ? classes.refetch() : first.refetch())}
      />
    );
  }
  if (!classes.data) return <LoadingState label="Loading the activity…" />;
  if (!chosen) {
    return (
      <>
        <BackAnchor back={back} />
        <EmptyState
          title="None of your classes has this activity yet"
          description="Assign it to a class from the kit's page, and your students' work shows here."
        />
      </>
    );
  }
  if (!first.data) return <LoadingState label="Loading the activity…" />;

  const choose = (classId: number) => setSearch({ class: String(classId) }, { replace: true });
  const marks = first.data.total_marks;
  return (
    <>
      <ActivityHeader
        back={back}
        title={first.data.activity_title}
        activityType={first.data.activity_type}
        facts={`Submissions${marks > 0 ? ` · ${countOf(marks, 'mark')}` : ''}`}
        aside={<ClassChooser classes={covering} value={chosen.class_id} onChange={choose} />}
      />
      <Stack gap="md">
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to={gradebookPath(chosen.class_id)} size="sm">
            Gradebook of {chosen.class_name}
          </Anchor>
          {first.data.activity_type === 'quest' ? (
            <Anchor
              component={Link}
              to={questDiscussionsPath(activityId, chosen.class_id)}
              size="sm"
            >
              Discussions of {chosen.class_name}
            </Anchor>
          ) : null}
        </Group>
        <SubmissionsPanel
          key={chosen.class_id}
          kitToken={kitToken}
          activityId={activityId}
          classId={chosen.class_id}
        />
      </Stack>
    </>
  );
}
