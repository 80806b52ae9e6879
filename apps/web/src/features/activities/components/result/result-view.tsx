import { Stack, Title } from '@mantine/core';
import { QueryView } from '../../../../components/ui/query-view';
import { useAttemptSheet } from '../../api/get-attempt-sheet';
import { useScore } from '../../api/get-score';
import type { SubmittedAttempt } from '../../api/start-attempt';
import { formatDuration, formatWhen } from '../../utils/format';
import { ActivityHeader } from '../player/activity-header';
import type { PlayerContext } from '../player/player-context';
import { AnswersReview } from './answers-review';
import { AttemptHistory } from './attempt-history';
import { useResultExtra } from './result-extra';
import { RetryButton } from './retry-button';
import { ScoreSummary } from './score-summary';
import { TeacherComment } from './teacher-comment';

/**
 * Handed-in work: the score (at once for a quiz, once marked for the rest), the teacher's words,
 * every answer beside the right one, earlier attempts, and "Try again" when it is allowed.
 */
export function ResultView({
  attempt,
  context,
  showScoreFirst = false,
  showEarned = true,
}: {
  attempt: SubmittedAttempt;
  context: PlayerContext;
  /** Just handed in: the page goes back to the top and the score takes the focus. */
  showScoreFirst?: boolean;
  /** Whether what the hand-in earned shows under the score. */
  showEarned?: boolean;
}) {
  const sheet = useAttemptSheet({
    activityId: context.activityId,
    answerHeaderId: attempt.answer_header_id,
    pageBreakId: null,
  });
  const extra = useResultExtra();
  // Only a later attempt has earlier ones to list; the first one's result is all in `attempt`.
  const history = useScore(context.activityId, attempt.attempt_number > 1);
  const handedIn = attempt.submitted_at ? `Handed in ${formatWhen(attempt.submitted_at)} · ` : '';
  return (
    <>
      <ActivityHeader
        title={attempt.activity.title}
        activityType={attempt.activity_type}
        back={context.back}
        facts={`${handedIn}Time spent: ${formatDuration(attempt.time_spent_ms)}`}
      />
      <Stack gap="lg">
        <ScoreSummary attempt={attempt} takeFocus={showScoreFirst} />
        {showEarned &&
          extra?.({
            answerHeaderId: attempt.answer_header_id,
            activityType: attempt.activity_type,
          })}
        <TeacherComment comment={attempt.teacher_comment} whole />
        {attempt.can_retry ? <RetryButton activityId={context.activityId} /> : null}
        <section aria-labelledby="your-answers">
          <Title order={2} size="h3" id="your-answers" mb="sm">
            Your answers
          </Title>
          <QueryView
            query={sheet}
            loading="Loading your answers…"
            failed="We could not load your answers"
          >
            {(data) => (
              <AnswersReview
                attempt={attempt}
                questions={data.status === 'S' ? data.questions : []}
                steps={data.steps}
                whose="Your"
              />
            )}
          </QueryView>
        </section>
        <AttemptHistory attempts={history.data?.attempts ?? []} />
      </Stack>
    </>
  );
}
