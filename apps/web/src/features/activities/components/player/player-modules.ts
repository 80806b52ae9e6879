import { type ComponentProps, createElement } from 'react';
import { DrawnOnDemand, onDemand } from '../../../../lib/on-demand';
import type { ActivityType } from '../../../../lib/paths/activities';
import type { ResultView as ResultViewCode } from '../result/result-view';
import type { DraftPlayerProps } from './player-context';

type ResultViewProps = ComponentProps<typeof ResultViewCode>;

/**
 * Each activity type's player, and the result of handed-in work, load on demand: a quiz needs
 * neither the quest's nor the worksheet's code. The player's route starts loading its type's
 * module with the page (`preloadPlayer`), so opening one costs no extra round of requests, and the
 * player is drawn as soon as the attempt answers.
 */
const PLAYERS = {
  quiz: onDemand(() => import('../quiz/quiz-player').then((module) => module.QuizPlayer)),
  quest: onDemand(() => import('../quest/quest-player').then((module) => module.QuestPlayer)),
  worksheet: onDemand(() =>
    import('../worksheet/worksheet-player').then((module) => module.WorksheetPlayer),
  ),
} satisfies Record<ActivityType, unknown>;

const RESULT = onDemand(() => import('../result/result-view').then((module) => module.ResultView));

export function preloadPlayer(type: ActivityType): Promise<unknown> {
  return PLAYERS[type].load();
}

export function preloadResult(): Promise<unknown> {
  return RESULT.load();
}

export const QuizPlayer = (props: DraftPlayerProps) =>
  createElement(DrawnOnDemand<DraftPlayerProps>, { code: PLAYERS.quiz, props });
export const QuestPlayer = (props: DraftPlayerProps) =>
  createElement(DrawnOnDemand<DraftPlayerProps>, { code: PLAYERS.quest, props });
export const WorksheetPlayer = (props: DraftPlayerProps) =>
  createElement(DrawnOnDemand<DraftPlayerProps>, { code: PLAYERS.worksheet, props });
export const ResultView = (props: ResultViewProps) =>
  createElement(DrawnOnDemand<ResultViewProps>, { code: RESULT, props });
