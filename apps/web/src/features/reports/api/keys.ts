/** Query keys of the reports feature. */
export const reportKeys = {
  all: ['reports'] as const,
  lastRefreshes: () => [...reportKeys.all, 'last-refreshes'] as const,
};
