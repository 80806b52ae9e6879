import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { serverKeys } from '../db/schema/index.js';

export type ServerKeyRow = typeof serverKeys.$inferSelect;

/**
 * The server key kept for one purpose, made on first use. Keys live in the database so every API
 * instance uses the same one.
 */
export async function loadOrCreateServerKey(
  db: Database,
  purpose: string,
  make: () => Promise<{ publicKey: string; privateKey: string }>,
): Promise<ServerKeyRow> {
  const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.purpose, purpose));
  if (existing) return existing;
  const made = await make();
  await db
    .insert(serverKeys)
    .values({ purpose, ...made })
    .onConflictDoNothing();
  // Another instance may have won the race: use whatever is stored.
  const [stored] = await db.select().from(serverKeys).where(eq(serverKeys.purpose, purpose));
  if (!stored) throw new Error(`server key ${purpose} was not stored`);
  return stored;
}

/** Loads once and keeps the result; a failed load is tried again on the next call. */
export function loadOnce<T>(load: () => Promise<T>): { get(): Promise<T> } {
  let loaded: Promise<T> | undefined;
  return {
    get() {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    },
  };
}
