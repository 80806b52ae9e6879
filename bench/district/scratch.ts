import type pg from 'pg';

/**
 * The generator's scratch schema: plans of the district's people and work, kept beside the real
 * tables while they are filled and dropped at the end, so every bulk insert is one server-side
 * `INSERT ... SELECT` over them.
 */
export const SCRATCH = 'district_plan';

/**
 * Creates the scratch schema with `u(a, b, salt)`: a number 0-999 fixed by the seed and its
 * arguments (PostgreSQL's bigint hash, which hash partitioning keeps stable across versions), the
 * dice of every choice the generator makes.
 */
export async function createScratch(client: pg.Client, seed: number): Promise<void> {
  await client.query(`drop schema if exists ${SCRATCH} cascade`);
  await client.query(`create schema ${SCRATCH}`);
  await client.query(`
    create function ${SCRATCH}.u(a bigint, b bigint, salt int) returns int
    language sql immutable parallel safe
    as $$ select (abs(hashint8extended(a * 4194304 + b, ${Math.trunc(seed)} * 64 + salt)) % 1000)::int $$`);
}

export async function dropScratch(client: pg.Client): Promise<void> {
  await client.query(`drop schema if exists ${SCRATCH} cascade`);
}

/** Runs a statement and answers how many rows it wrote. */
export async function write(
  client: pg.Client,
  statement: string,
  values: unknown[] = [],
): Promise<number> {
  const result = await client.query(statement, values);
  return result.rowCount ?? 0;
}

/**
 * Runs `statement` once per slice of the numbered items `first` to `last` (its $1 and $2 are a
 * slice's first and last number, its other values follow), reporting rows written as it goes.
 */
export async function inSlices(
  client: pg.Client,
  statement: string,
  {
    first,
    last,
    slice,
    values = [],
  }: { first: number; last: number; slice: number; values?: unknown[] },
  done: (rows: number) => void,
): Promise<number> {
  let rows = 0;
  for (let from = first; from <= last; from += slice) {
    const written = await write(client, statement, [
      from,
      Math.min(last, from + slice - 1),
      ...values,
    ]);
    rows += written;
    done(written);
  }
  return rows;
}
