import { useParams, useSearchParams } from 'react-router';
import { QueryView } from '../../../components/ui/query-view';
import { isApiError } from '../../../lib/api-error';
import { useActivityClasses } from '../api/get-activity-classes';
import { useAnswerKey } from '../api/get-answer-key';
import { useResponse } from '../api/get-response';
import { ActivityHeader } from '../components/player/activity-header';
import { ActivityNotFound } from '../components/player/activity-not-found';
import { attemptFacts } from '../components/review/attempt-facts';
import { ResponseReview } from '../components/review/response-review';
import { idParam, submissionsPath } from '../paths';

/** /submissions/:kitToken/:activityId/:answerHeaderId: one student's work, to read and mark. */
export function ResponsePage() {
  const params = useParams();
  const activityId = idParam(params.activityId);
  const answerHeaderId = idParam(params.answerHeaderId);
  if (activityId === null || answerHeaderId === null) return <ActivityNotFound what="work" />;
  return (
    <Response
      kitToken={params.kitToken ?? ''}
      activityId={activityId}
      answerHeaderId={answerHeaderId}
    />
  );
}

function Response(props: { kitToken: string; activityId: number; answerHeaderId: number }) {
  const { kitToken, activityId, answerHeaderId } = props;
  const classId = idParam(useSearchParams()[0].get('class'));
  const response = useResponse(activityId, answerHeaderId);
  // Only for the activity's title: the attempt itself does not carry it.
  const kitId = useActivityClasses(kitToken, activityId).data?.kitId ?? null;
  const title = useAnswerKey(activityId, kitId).data?.title;
  if (response.isError && isApiError(response.error) && response.error.status === 404) {
    return <ActivityNotFound what="work" />;
  }
  return (
    <QueryView query={response} loading="Loading the work…" failed="We could not load the work">
      {(sheet) => (
        <>
          <ActivityHeader
            back={{
              to: submissionsPath({ kitToken, activityId, classId }),
              label: 'Back to the class',
            }}
            title={`${sheet.student.first_name} ${sheet.student.last_name}`}
            activityType={sheet.attempt.activity_type}
            facts={`${title ? `${title} · ` : ''}${attemptFacts(sheet.attempt)}`}
          />
          <ResponseReview
            key={sheet.attempt.answer_header_id}
            sheet={sheet}
            activityId={activityId}
          />
        </>
      )}
    </QueryView>
  );
}
