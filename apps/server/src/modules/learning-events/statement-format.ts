import type { learningEvents } from '@kitlab/contract';
import type { StatementsQuery } from './statement-filters.js';

type ContextActivities = Record<string, { id: string }[]>;

const activityId = (activity: { id: string }) => ({
  objectType: 'Activity' as const,
  id: activity.id,
});

/**
 * A statement in the format a read asks for. `exact` and `canonical` are the statement as built:
 * each of its language maps holds one language, the one it was made in. `ids` keeps only what
 * identifies its verb and activities; its agents are already an account and nothing more.
 */
export function inFormat(statement: learningEvents.Statement, format: StatementsQuery['format']) {
  if (format !== 'ids') return statement;
  const { contextActivities, ...context } = statement.context;
  const related = Object.entries((contextActivities ?? {}) as ContextActivities).map(
    ([relation, list]) => [relation, list.map(activityId)],
  );
  return {
    ...statement,
    verb: { id: statement.verb.id },
    object: activityId(statement.object),
    context: { ...context, contextActivities: Object.fromEntries(related) },
  };
}
