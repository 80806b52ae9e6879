import { sql } from 'drizzle-orm';
import { jsonbText } from '../../../db/jsonb-text.js';
import { gatheredPerTurn } from '../../../lib/gathered-calls.js';
import { groupedBy } from '../../../lib/grouped.js';
import {
  type AuthUser,
  sessionRequestNumber,
  sessionRequestOf,
  sessionRequestsTable,
} from '../../../plugins/auth.js';

/** A call on an attempt signing in: its token, when it was sent, the attempt its path names. */
interface AttemptSignIn {
  token: string;
  now: Date;
  attemptId: number | null;
}

/**
 * The requests of a statement that signs several calls on attempts in at once, each a row of
 * `request` (`sessionRequestsTable`, joined to its session by `joinSessions`): the table to select
 * from, each row's request and the attempt it names.
 */
export const signInRequests = {
  table: sessionRequestsTable(sql`, attempt_id integer`),
  request: sessionRequestNumber,
  attemptId: sql`request.attempt_id`,
};

/** The most calls one statement signs in: a class's calls at once, with room. */
const MOST_SIGN_INS_AT_ONCE = 64;

type SignedIn<Scene> = { user: AuthUser; scene: Scene | null } | null;

/**
 * A call's sign-in with the scene of the attempt it names (`SceneReader.signedIn`). Those made in
 * one turn of the event loop (a class saving answers at once) are read in one statement of
 * `signInRequests`: each request is answered from its own rows only, null without a standing
 * session, else its user and `sceneOf` its rows.
 */
export function signedInTogether<Row extends { request: number; user: AuthUser }, Scene>(
  read: (values: { requests: string }) => Promise<Row[]>,
  sceneOf: (rows: Row[], attemptId: number | null) => Scene | null | Promise<Scene | null>,
) {
  async function signInAll(requests: readonly AttemptSignIn[]): Promise<SignedIn<Scene>[]> {
    const rows = await read({
      requests: jsonbText(
        requests.map((request, n) => ({
          ...sessionRequestOf(n, request.token, request.now),
          attempt_id: request.attemptId,
        })),
      ),
    });
    const rowsOf = groupedBy(rows, (row) => row.request);
    return Promise.all(
      requests.map(async (request, n) => {
        const own = rowsOf.get(n) ?? [];
        const [first] = own;
        return first ? { user: first.user, scene: await sceneOf(own, request.attemptId) } : null;
      }),
    );
  }
  const signIn = gatheredPerTurn({ run: signInAll, most: MOST_SIGN_INS_AT_ONCE });
  return (token: string, now: Date, attemptId: number | null) => signIn({ token, now, attemptId });
}
