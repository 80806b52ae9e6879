import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb.js';
import { organisations } from './organisations.js';
import type { TableOwners } from './table-owners.js';

export interface NotificationPreferences {
  email: boolean;
  push: boolean;
}

/**
 * Students (S), teachers (T) and administrators (C). `organisationId` is the school of a student
 * or teacher, and the school or district an administrator administers.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    token: uuid('token').notNull().unique().default(sql`gen_random_uuid()`),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    userType: text('user_type', { enum: ['S', 'T', 'C'] }).notNull(),
    /** Stored lower-cased so sign-in is case-insensitive. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    isCompanionEnrolled: boolean('is_companion_enrolled').notNull().default(false),
    /** Set for an account created with a temporary password: it must be changed first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    notificationPreferences: jsonb('notification_preferences')
      .$type<NotificationPreferences>()
      .notNull()
      .default({ email: true, push: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email').on(t.email),
    index('users_organisation').on(t.organisationId, t.userType),
  ],
);

/** Bearer tokens; only the SHA-256 of a token is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_hash').on(t.tokenHash), index('auth_tokens_user').on(t.userId)],
);

/**
 * Counted events for rate limits that must hold across API instances (sign-in failures, recovery
 * requests). `keyHash` is a hash of the email or address, never the value itself.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_lookup').on(t.bucket, t.keyHash, t.createdAt)],
);

/** Which part of the server writes each table above (see TableOwners). */
export const userTableOwners = {
  accounts: [users, authTokens],
  'lib/rate-limiter': [rateLimitEvents],
} satisfies TableOwners;
