import { core } from '@kitlab/contract';

/** Every derived view with when it last refreshed for the school, null for never. */
export function presentLastRefreshes(
  found: readonly { viewName: string; finishedAt: Date | null }[],
) {
  return {
    results: core.DERIVED_VIEWS.map((view) => ({
      view,
      last_successful_at:
        found.find((row) => row.viewName === view)?.finishedAt?.toISOString() ?? null,
    })),
  };
}
