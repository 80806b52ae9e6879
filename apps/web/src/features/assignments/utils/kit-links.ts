/** Where a kit's page lives, for links from assignments. */
export function kitPath(kitToken: string): string {
  return `/my-library/${encodeURIComponent(kitToken)}`;
}
