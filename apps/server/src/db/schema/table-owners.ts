import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Who may write each table a schema file defines: a module's folder name under src/modules or, for
 * infrastructure, a file or folder under src/lib (`'lib/mail'`), with the tables it writes. Every
 * table a file defines is listed exactly once; scripts/check-boundaries.mjs refuses a write to it
 * (a drizzle insert, update or delete, or raw SQL naming it) from anywhere else.
 */
export type TableOwners = Readonly<Record<string, readonly PgTable[]>>;
