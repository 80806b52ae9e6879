import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';

/**
 * Whether the person with this id is there, their row held (`for key share`) until the
 * transaction ends: an erasure locks the student's row before it deletes their events, so it
 * waits for every transaction writing about them, and one that comes after finds no one.
 */
export const personHeld = (id: SQL) =>
  sql`exists (select from ${users} where ${users.id} = ${id} for key share)`;

/** An event (`event`, a row of the events' table) whose actor and student are there, held. */
export const peopleThereOf = (event: string) =>
  sql`${personHeld(sql`${sql.identifier(event)}.actor_id`)}
    and (${sql.identifier(event)}.student_id is null or ${personHeld(sql`${sql.identifier(event)}.student_id`)})`;
