import { Navigate, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { idParam } from '../../../lib/id-param';
import { type ActivityType, playerPath } from '../../../lib/paths/activities';
import { kitPagePath } from '../../../lib/paths/kits';
import { useDrawnInSlices } from '../../../lib/use-drawn-in-slices';
import { useAttempt } from '../api/start-attempt';
import { ActivityNotFound } from '../components/player/activity-not-found';
import { ActivityPlayer } from '../components/player/activity-player';
import type { PlayerContext } from '../components/player/player-context';
import { ACTIVITY_WORD } from '../components/player/type-badge';
import { useWorkRecheck } from '../components/player/use-work-recheck';

/**
 * /quiz/:activityId, /quest/:activityId and /worksheet/:activityId: opening starts the student's
 * attempt or resumes it, then shows the work, or its result once handed in.
 */
export function PlayerPage({ type }: { type: ActivityType }) {
  const activityId = idParam(useParams().activityId);
  const [search] = useSearchParams();
  if (activityId === null) return <ActivityNotFound />;
  return (
    <Player
      key={activityId}
      type={type}
      activityId={activityId}
      assignmentId={idParam(search.get('assignment'))}
      kitToken={search.get('kit')}
    />
  );
}

function Player({
  type,
  activityId,
  assignmentId,
  kitToken,
}: {
  type: ActivityType;
  activityId: number;
  assignmentId: number | null;
  kitToken: string | null;
}) {
  const attempt = useAttempt(activityId, assignmentId);
  const rechecking = useWorkRecheck(activityId, attempt.dataUpdatedAt);
  const drawnAttempt = useDrawnInSlices(attempt.data);
  const word = ACTIVITY_WORD[type].toLowerCase();

  if (attempt.isError) {
    if (isApiError(attempt.error) && [400, 404].includes(attempt.error.status)) {
      return <ActivityNotFound what={word} />;
    }
    return (
      <ErrorState
        title={`We could not open this ${word}`}
        message={errorMessage(attempt.error)}
        onRetry={() => void attempt.refetch()}
      />
    );
  }
  // Pending, or answered and still being drawn in the background.
  if (!drawnAttempt) return <LoadingState label={`Opening your ${word}…`} />;
  const actualType = drawnAttempt.activity_type;
  if (actualType !== type) {
    return (
      <Navigate
        replace
        to={playerPath({ activityType: actualType, activityId, assignmentId, kitToken })}
      />
    );
  }
  const context: PlayerContext = {
    activityId,
    back: kitToken
      ? { to: kitPagePath(kitToken), label: 'Back to the kit' }
      : { to: '/dashboard', label: 'Back to your dashboard' },
  };
  return <ActivityPlayer attempt={drawnAttempt} context={context} rechecking={rechecking} />;
}
