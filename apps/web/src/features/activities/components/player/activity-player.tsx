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
 * its result at the top, with the score first.
 */
export function ActivityPlayer({ attempt, context }: { attempt: Attempt; context: PlayerContext }) {
  const handedInHere = useHandedInHere(attempt.status);
  if (attempt.status === 'S') {
    return (
      <ResultView
        key={attempt.answer_header_id}
        attempt={attempt}
        context={context}
        showScoreFirst={handedInHere}
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
