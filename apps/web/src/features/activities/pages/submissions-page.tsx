import { Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { kitPagePath } from '../../kits';
import { useActivityClasses } from '../api/get-activity-classes';
import { useAnswerKey } from '../api/get-answer-key';
import { ActivityHeader } from '../components/player/activity-header';
import { ActivityNotFound } from '../components/player/activity-not-found';
import { ClassChooser } from '../components/review/class-chooser';
import { SubmissionsPanel } from '../components/review/submissions-panel';
import { idParam } from '../paths';
import { countOf } from '../utils/submit-text';

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
  const key = useAnswerKey(activityId, classes.data?.kitId ?? null);
  const back = { to: kitPagePath(kitToken, { tab: 'topics' }), label: 'Back to the kit' };

  const failed = classes.error ?? key.error;
  if (failed) {
    if (isMissing(failed)) return <ActivityNotFound />;
    return (
      <ErrorState
        title="We could not load this activity"
        message={errorMessage(failed)}
        onRetry={() => void (classes.isError ? classes.refetch() : key.refetch())}
      />
    );
  }
  if (!classes.data || !key.data) return <LoadingState label="Loading the activity…" />;

  const { classes: covering } = classes.data;
  const asked = idParam(search.get('class'));
  const chosen = covering.find((c) => c.class_id === asked) ?? covering[0];
  const choose = (classId: number) => setSearch({ class: String(classId) }, { replace: true });
  const marks = key.data.total_marks;
  return (
    <>
      <ActivityHeader
        back={back}
        title={key.data.title}
        activityType={key.data.activity_type}
        facts={`Submissions${marks > 0 ? ` · ${countOf(marks, 'mark')}` : ''}`}
        aside={
          chosen ? (
            <ClassChooser classes={covering} value={chosen.class_id} onChange={choose} />
          ) : null
        }
      />
      {chosen ? (
        <Stack gap="md">
          <SubmissionsPanel
            key={chosen.class_id}
            kitToken={kitToken}
            activityId={activityId}
            classId={chosen.class_id}
          />
        </Stack>
      ) : (
        <EmptyState
          title="None of your classes has this activity yet"
          description="Assign it to a class from the kit's page, and your students' work shows here."
        />
      )}
    </>
  );
}
