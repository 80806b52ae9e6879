import type { notifications as contract } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { LivePublisher } from '../../lib/live-publisher.js';
import type { AuthUser } from '../../plugins/auth.js';
import { takeOutOfArchive } from '../discussion-reads/index.js';
import type { DiscussionAccess } from './discussion-access.js';
import { archiveFor } from './read-position.js';

/**
 * A reader's own archive of discussions (decision 0040): only someone who reads a discussion
 * archives it or brings it back; for anyone else it does not exist (404). Their other open
 * screens are told, so the notification centre follows.
 */
export function createDiscussionArchive(deps: {
  db: Database;
  clock: Clock;
  live: LivePublisher;
  access: DiscussionAccess;
}) {
  const { db, clock, live, access } = deps;

  async function change(
    user: AuthUser,
    token: string,
    write: (tx: Database, discussionId: number, at: Date) => Promise<void>,
    archived: boolean,
  ): Promise<contract.DiscussionArchive> {
    const { discussion } = await access.locate(user, { discussion_token: token });
    const at = clock.now();
    await inTransaction(db, async (tx) => {
      await write(tx, discussion.id, at);
      await live.publish(tx, [
        {
          userId: user.id,
          type: 'discussion.changed',
          data: { discussion_token: discussion.token },
        },
      ]);
    });
    return {
      discussion_token: discussion.token,
      archived_at: archived ? at.toISOString() : null,
    };
  }

  return {
    archive: (user: AuthUser, token: string) =>
      change(
        user,
        token,
        (tx, discussionId, at) => archiveFor(tx, live, { discussionId, userId: user.id, at }),
        true,
      ),
    bringBack: (user: AuthUser, token: string) =>
      change(
        user,
        token,
        (tx, discussionId) => takeOutOfArchive(tx, { discussionId, userId: user.id }),
        false,
      ),
  };
}
