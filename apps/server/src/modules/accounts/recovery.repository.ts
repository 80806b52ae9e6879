import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authTokens, passwordResetCodes, passwordResetKeys, users } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { LearningEventRecorder, NewLearningEvent } from '../learning-events/index.js';

export function createRecoveryRepository(db: Database, events: LearningEventRecorder) {
  return {
    /** Ends any unused code of the user: a new code replaces the old one. */
    async replaceCode(values: typeof passwordResetCodes.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetCodes)
          .set({ consumedAt: values.createdAt })
          .where(
            and(
              eq(passwordResetCodes.userId, values.userId),
              isNull(passwordResetCodes.consumedAt),
            ),
          );
        await tx.insert(passwordResetCodes).values(values);
      });
    },

    async findLiveCode(userId: number) {
      const [row] = await db
        .select()
        .from(passwordResetCodes)
        .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.consumedAt)))
        .orderBy(desc(passwordResetCodes.id))
        .limit(1);
      return row ?? null;
    },

    async countFailedTry(
      codeId: number,
      attempts: number,
      exhausted: boolean,
      at: Date,
    ): Promise<void> {
      await db
        .update(passwordResetCodes)
        .set({ attempts, consumedAt: exhausted ? at : null })
        .where(eq(passwordResetCodes.id, codeId));
    },

    async consumeCode(codeId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResetCodes)
        .set({ consumedAt: at })
        .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.consumedAt)))
        .returning({ id: passwordResetCodes.id });
      return rows.length === 1;
    },

    /** A new key replaces the user's unused keys of the same purpose: only the latest email works. */
    async insertKey(values: typeof passwordResetKeys.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetKeys)
          .set({ consumedAt: values.createdAt })
          .where(
            and(
              eq(passwordResetKeys.userId, values.userId),
              eq(passwordResetKeys.purpose, values.purpose),
              isNull(passwordResetKeys.consumedAt),
            ),
          );
        await tx.insert(passwordResetKeys).values(values);
      });
    },

    async findLiveKey(keyHash: string, purpose: 'recovery' | 'link', now: Date) {
      const [row] = await db
        .select({ key: passwordResetKeys, user: users })
        .from(passwordResetKeys)
        .innerJoin(users, eq(users.id, passwordResetKeys.userId))
        .where(
          and(
            eq(passwordResetKeys.keyHash, keyHash),
            eq(passwordResetKeys.purpose, purpose),
            isNull(passwordResetKeys.consumedAt),
            gt(passwordResetKeys.expiresAt, now),
            eq(users.isActive, true),
          ),
        );
      return row ?? null;
    },

    /**
     * Sets the password and ends what could still change it or use the old one: every unused key
     * of the user and every sign-in but `keepTokenId`. Fails (false) if the key was used meanwhile.
     */
    async setPassword(options: {
      userId: number;
      passwordHash: string;
      at: Date;
      keyId?: number;
      keepTokenId?: number;
      /** The learning event of the change (a reset), written with it. */
      event?: NewLearningEvent;
    }) {
      return inTransaction(db, async (tx) => {
        if (options.keyId !== undefined) {
          const used = await tx
            .update(passwordResetKeys)
            .set({ consumedAt: options.at })
            .where(
              and(eq(passwordResetKeys.id, options.keyId), isNull(passwordResetKeys.consumedAt)),
            )
            .returning({ id: passwordResetKeys.id });
          if (used.length === 0) return false;
        }
        await tx
          .update(passwordResetKeys)
          .set({ consumedAt: options.at })
          .where(
            and(eq(passwordResetKeys.userId, options.userId), isNull(passwordResetKeys.consumedAt)),
          );
        await tx
          .update(users)
          .set({ passwordHash: options.passwordHash, mustChangePassword: false })
          .where(eq(users.id, options.userId));
        const others =
          options.keepTokenId === undefined ? undefined : ne(authTokens.id, options.keepTokenId);
        await tx
          .update(authTokens)
          .set({ revokedAt: options.at })
          .where(and(eq(authTokens.userId, options.userId), isNull(authTokens.revokedAt), others));
        if (options.event) await events.record(tx, [options.event]);
        return true;
      });
    },
  };
}
