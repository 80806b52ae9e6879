import { lazy } from 'react';
import type { ActivityType } from '../../../../lib/paths/activities';

/**
 * Each activity type's player, and the result of handed-in work, load on demand: a quiz needs
 * neither the quest's nor the worksheet's code. The player's route starts loading its type's
 * module with the page (`preloadPlayer`), so opening one costs no extra round of requests.
 */
const PLAYER_MODULES = {
  quiz: () => import('../quiz/quiz-player'),
  quest: () => import('../quest/quest-player'),
  worksheet: () => import('../worksheet/worksheet-player'),
} satisfies Record<ActivityType, () => Promise<unknown>>;

const loadResult = () => import('../result/result-view');

export function preloadPlayer(type: ActivityType): Promise<unknown> {
  return PLAYER_MODULES[type]();
}

export function preloadResult(): Promise<unknown> {
  return loadResult();
}

export const QuizPlayer = lazy(() =>
  PLAYER_MODULES.quiz().then((module) => ({ default: module.QuizPlayer })),
);
export const QuestPlayer = lazy(() =>
  PLAYER_MODULES.quest().then((module) => ({ default: module.QuestPlayer })),
);
export const WorksheetPlayer = lazy(() =>
  PLAYER_MODULES.worksheet().then((module) => ({ default: module.WorksheetPlayer })),
);
export const ResultView = lazy(() =>
  loadResult().then((module) => ({ default: module.ResultView })),
);
