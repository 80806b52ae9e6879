import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TableOwners } from './table-owners.js';
import { users } from './users.js';

/** Emailed six-digit recovery codes; only a salted hash is kept, with the tries spent on it. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_codes_user').on(t.userId)],
);

/**
 * Single-use keys that allow setting a password: from a verified code (`recovery`, minutes) or
 * from an emailed link (`link`, a day). Only the SHA-256 of a key is kept.
 */
export const passwordResetKeys = pgTable(
  'password_reset_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    purpose: text('purpose', { enum: ['recovery', 'link'] }).notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_keys_hash').on(t.keyHash),
    index('password_reset_keys_user').on(t.userId),
  ],
);

/** The key pair browsers encrypt new passwords with; shared by every API instance. */
export const serverKeys = pgTable('server_keys', {
  id: serial('id').primaryKey(),
  purpose: text('purpose').notNull().unique(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which part of the server writes each table above (see TableOwners). */
export const recoveryTableOwners = {
  accounts: [passwordResetCodes, passwordResetKeys],
  'lib/server-keys': [serverKeys],
} satisfies TableOwners;
