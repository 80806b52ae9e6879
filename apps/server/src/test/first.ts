/** The first item of a list an answer must hold: a test fails here rather than on `undefined`. */
export function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('expected at least one item, got none');
  return item;
}
