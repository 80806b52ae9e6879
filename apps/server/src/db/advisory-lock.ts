import type pg from 'pg';

/**
 * Runs `work` while this process holds the PostgreSQL advisory lock `name`: another process
 * asking for the same lock waits until `work` is over. The lock belongs to one pooled connection
 * kept aside for the whole of `work`, so it is released if the process dies.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const holder = await pool.connect();
  let broken = false;
  try {
    await holder.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => {
        // Closing the connection releases the lock all the same.
        broken = true;
      });
    }
  } finally {
    holder.release(broken);
  }
}
