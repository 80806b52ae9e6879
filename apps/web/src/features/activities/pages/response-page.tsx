import { useParams, useSearchParams } from 'react-router';
import { QueryView } from '../../../components/ui/query-view';
import { fullName } from '../../../lib/full-name';
import { idParam } from '../../../lib/id-param';
import { submissionsPath } from '../../../lib/paths/activities';
import { useResponse } from '../api/get-response';
import { ActivityHeader } from '../components/player/activity-header';
import { ActivityNotFound } from '../components/player/activity-not-found';
import { attemptFacts } from '../components/review/attempt-facts';
import { ResponseReview } from '../components/review/response-review';

/** /submissions/:kitToken/:activityId/:answerHeaderId: one student's work, to read and mark. */
export function ResponsePage() {
  const params = useParams();
  const activityId = idParam(params.activityId);
  const answerHeaderId = idParam(params.answerHeaderId);
  if (activityId === null || answerHeaderId === null) return <ActivityNotFound what="work" />;
  return <Response activityId={activityId} answerHeaderId={answerHeaderId} />;
}

function Response({ activityId, answerHeaderId }: { activityId: number; answerHeaderId: number }) {
  const classId = idParam(useSearchParams()[0].get('class'));
  const response = useResponse(activityId, answerHeaderId);
  return (
    <QueryView
      query={response}
      loading="Loading the work…"
      failed="We could not load the work"
      notFound={<ActivityNotFound what="work" />}
    >
      {(sheet) => (
        <>
          <ActivityHeader
            back={{
              to: submissionsPath({
                kitToken: sheet.kit_token,
                activityId: sheet.attempt.activity_id,
                classId,
              }),
              label: 'Back to the class',
            }}
            title={fullName(sheet.student)}
            activityType={sheet.attempt.activity_type}
            facts={`${sheet.activity_title} · ${attemptFacts(sheet.attempt)}`}
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
