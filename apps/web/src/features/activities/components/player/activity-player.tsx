import { type ReactNode, Suspense } from 'react';
import { LoadingState } from '../../../../components/ui/loading-state';
import type { Attempt } from '../../api/start-attempt';
import type { PlayerContext } from './player-context';
import { QuestPlayer, QuizPlayer, ResultView, WorksheetPlayer } from './player-modules';
import { ACTIVITY_WORD } from './type-badge';
import { useHandedInHere } from './use-handed-in-here';

/**
 * The work itself, or its result once handed in. Each attempt gets its own player (keyed by its
 * id), so a new attempt after "Try again" starts from a clean slate. Work just handed in opens
 * its result at the top, with the score first. While a teacher's change to the work is being
 * read (`rechecking`), the result shows nothing of what the hand-in earned: the teacher may have
 * handed it back, and it then earned nothing to show.
 */
export function ActivityPlayer({
  attempt,
  context,
  rechecking = false,
}: {
  attempt: Attempt;
  context: PlayerContext;
  rechecking?: boolean;
}) {
  const handedInHere = useHandedInHere(attempt.status);
  const word = ACTIVITY_WORD[attempt.activity_type].toLowerCase();
  const loading = attempt.status === 'S' ? 'Loading your result…' : `Opening your ${word}…`;
  return (
    <Suspense fallback={<LoadingState label={loading} />}>
      <AttemptView
        attempt={attempt}
        context={context}
        rechecking={rechecking}
        handedInHere={handedInHere}
      />
    </Suspense>
  );
}

function AttemptView({
  attempt,
  context,
  rechecking,
  handedInHere,
}: {
  attempt: Attempt;
  context: PlayerContext;
  rechecking: boolean;
  handedInHere: boolean;
}): ReactNode {
  if (attempt.status === 'S') {
    return (
      <ResultView
        key={attempt.answer_header_id}
        attempt={attempt}
        context={context}
        showScoreFirst={handedInHere}
        showEarned={!rechecking}
      />
    );
  }
  const key = attempt.answer_header_id;
  switch (attempt.activity_type) {
    case 'quiz':
      return <QuizPlayer key={key} attempt={attempt} context={context} />;
    case 'quest':
      return <QuestPlayer key={key} attempt={attempt} context={context} />;
    case 'worksheet':
      return <WorksheetPlayer key={key} attempt={attempt} context={context} />;
  }
}
