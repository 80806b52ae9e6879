/**
 * Runs reads side by side on the pool, or one after another inside a transaction: its one
 * connection takes one query at a time (node-postgres queues another and warns that pg 9 will
 * refuse it).
 */
export async function readTogether<T extends readonly unknown[]>(
  sideBySide: boolean,
  reads: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (sideBySide) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
