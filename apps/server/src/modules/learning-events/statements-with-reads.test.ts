import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import type { ReadsAlong } from '../../lib/learning-event-recorder.js';
import { perSetOfReads } from './statements-with-reads.js';

const db = {} as Database;

/** Reads of the consumers named, each read's column answering its name. */
const readsOf = (...names: string[]): ReadsAlong => ({
  key: names.join(','),
  columns: () => Object.fromEntries(names.map((name) => [`read_${name}`, sql`${name}`])),
  values: {},
});

describe('perSetOfReads', () => {
  it('makes a statement once per set of reads, from their columns, each with its own place', () => {
    const made: { columns: string[]; place: number }[] = [];
    const statementOf = perSetOfReads((columns: Record<string, SQL>, place) => {
      made.push({ columns: Object.keys(columns), place });
      return `statement ${place}`;
    });

    expect(statementOf(db, readsOf('streaks', 'xp'))).toBe('statement 0');
    expect(statementOf(db, readsOf())).toBe('statement 1');
    expect(statementOf(db, readsOf('streaks', 'xp'))).toBe('statement 0');
    expect(statementOf(db, readsOf('xp'))).toBe('statement 2');

    expect(made).toEqual([
      { columns: ['read_streaks', 'read_xp'], place: 0 },
      { columns: [], place: 1 },
      { columns: ['read_xp'], place: 2 },
    ]);
  });
});
