import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';

/** Threads libuv keeps for hashing, compression and file reads (4 unless set at start). */
const threadPoolSize = () => Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * Password hashes allowed at once: one core always left to the event loop, which answers every
 * other call (a hash on each core had them wait their turn behind the hashes: the other calls of
 * a school signing in took over twice as long at p95, and the sign-ins as a whole no less time,
 * decision 0043), and two threads of the pool left free, so compressing answers and reading files
 * never wait behind a queue of hashes. At least one, on a single core too.
 */
export const defaultHashesAtOnce = (cores = availableParallelism(), pool = threadPoolSize()) =>
  Math.max(1, Math.min(cores - 1, pool - 2));

/** Runs tasks at most `limit` at a time; the others wait in the order they came. */
function gateOf(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // A waiting task takes over the slot; only when none waits is the slot freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * The accounts' password hashing, a few hashes at a time per process. The memory-hard hash runs
 * on libuv's thread pool, which also compresses the API's answers: a school signing in at once
 * would otherwise fill every thread with hashes and hold every compressed answer behind them.
 * Hashing as fast as before: more hashes at once than cores would only share the same cores.
 */
export function createPasswordHasher(
  hashesAtOnce = defaultHashesAtOnce(),
  hashing = { hash: hashPassword, verify: verifyPassword },
) {
  const gate = gateOf(hashesAtOnce);
  return {
    hash: (password: string) => gate(() => hashing.hash(password)),
    /** False for a wrong password; a missing hash costs a hash too (see `verifyPassword`). */
    verify: (passwordHash: string | null, password: string) =>
      gate(() => hashing.verify(passwordHash, password)),
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
