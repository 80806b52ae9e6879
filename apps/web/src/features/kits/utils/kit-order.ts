/** Topics, lessons and activities in the order the kit gives them, whatever order they came in. */
export function byPosition<T extends { position: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}
