import { createContext, type ReactNode, useContext } from 'react';

/** What the result screen tells whatever the app adds under the score. */
export interface HandedInWork {
  answerHeaderId: number;
  activityType: 'quiz' | 'quest' | 'worksheet';
}

export type ResultExtra = (work: HandedInWork) => ReactNode;

const ResultExtraContext = createContext<ResultExtra | null>(null);

/**
 * Lets the app show more on a handed-in result (such as what the work earned) without the
 * activities feature knowing what it is.
 */
export function ResultExtraProvider({
  render,
  children,
}: {
  render: ResultExtra;
  children: ReactNode;
}) {
  return <ResultExtraContext.Provider value={render}>{children}</ResultExtraContext.Provider>;
}

export function useResultExtra(): ResultExtra | null {
  return useContext(ResultExtraContext);
}
