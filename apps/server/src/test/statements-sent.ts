import type { Database } from '../db/client.js';

type Query = (...args: unknown[]) => unknown;

/** The database's own client (not a transaction's, which runs on a client of its own). */
export const clientOf = (db: Database) => (db as unknown as { $client: { query: Query } }).$client;

/** The SQL of a statement as the client's `query` is given it, by either driver. */
export const sqlTextOf = ([first]: unknown[]): string =>
  typeof first === 'string' ? first : String((first as { text?: string }).text);

/**
 * Records the SQL of every statement sent through the database's own client from now on (not a
 * transaction's, which runs on a client of its own): `texts` in the order sent, `clear` to start
 * counting afresh. Works on both drivers.
 */
export function recordStatementsSent(db: Database) {
  const texts: string[] = [];
  const client = clientOf(db);
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    texts.push(sqlTextOf(args));
    return query.apply(this, args);
  };
  return {
    texts,
    clear() {
      texts.length = 0;
    },
    /**
     * How many of the statements `isScene` picks were read beside a sign-in, with the requests'
     * rows (`signInRequests`' `request.n`), and how many by themselves.
     */
    sceneReads(isScene: (text: string) => boolean) {
      const scenes = texts.filter(isScene);
      const withSignIn = scenes.filter((text) => text.includes('request.n')).length;
      return { withSignIn, apart: scenes.length - withSignIn };
    },
  };
}
