import type { Attempt } from '../../api/start-attempt';
import { QuestPlayer } from '../quest/quest-player';
import { QuizPlayer } from '../quiz/quiz-player';
import { ResultView } from '../result/result-view';
import { WorksheetPlayer } from '../worksheet/worksheet-player';
import type { PlayerContext } from './player-context';
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
