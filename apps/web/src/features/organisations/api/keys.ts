/**
 * Query keys of organisations. A switch changes both what the admin page shows (`settings`) and
 * the signed-in user's own map (`map`), so it refreshes `all`. A school's holidays change alone.
 */
export const organisationKeys = {
  all: ['organisations'] as const,
  map: () => [...organisationKeys.all, 'features'] as const,
  settings: () => [...organisationKeys.all, 'feature-settings'] as const,
  holidays: (schoolToken: string) => [...organisationKeys.all, 'holidays', schoolToken] as const,
};
