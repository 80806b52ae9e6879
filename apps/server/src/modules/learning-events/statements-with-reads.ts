import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ReadsAlong } from '../../lib/learning-event-recorder.js';

/**
 * A fact's statement that also runs its events' consumers' reads (`ReadsAlong`), made once for
 * each set of reads: `make` builds it around their columns, told its place among those made so
 * far so that each can be prepared under a name of its own.
 */
export function perSetOfReads<S>(make: (readColumns: Record<string, SQL>, place: number) => S) {
  const made = new Map<string, S>();
  return (db: Database, reads: ReadsAlong): S => {
    const known = made.get(reads.key);
    if (known) return known;
    const statement = make(reads.columns(db), made.size);
    made.set(reads.key, statement);
    return statement;
  };
}
