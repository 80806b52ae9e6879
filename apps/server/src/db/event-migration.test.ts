import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.js';

/** The migrations folder as it was up to and including `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'kitlab-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const client = new PGlite();
const db = drizzle(client);
const folders: string[] = [];
afterAll(async () => {
  await client.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const one = async <T>(query: string): Promise<T> => (await client.query<T>(query)).rows[0] as T;

describe('the migration to one learning event stream', () => {
  it('moves the attempts’ and assignments’ events into learning_events with their ids', async () => {
    const before = migrationsUpTo('0007_learning_events');
    folders.push(before);
    await migrate(db, { migrationsFolder: before });

    const { district } = await one<{ district: number }>(
      `insert into organisations (name, kind) values ('D', 'district') returning id as district`,
    );
    const { school } = await one<{ school: number }>(
      `insert into organisations (name, kind, parent_id) values ('S', 'school', ${district}) returning id as school`,
    );
    const { grade } = await one<{ grade: number }>(
      `insert into grades (number, name) values (6, 'Grade 6') returning id as grade`,
    );
    const { subject } = await one<{ subject: number }>(
      `insert into subjects (name) values ('Science') returning id as subject`,
    );
    const user = async (type: string, email: string) =>
      (
        await one<{ id: number }>(
          `insert into users (organisation_id, user_type, email, first_name, last_name)
           values (${school}, '${type}', '${email}', 'A', 'B') returning id`,
        )
      ).id;
    const teacher = await user('T', 't@s.test');
    const student = await user('S', 's@s.test');
    const { klass } = await one<{ klass: number }>(
      `insert into classes (organisation_id, grade_id, name) values (${school}, ${grade}, '6A') returning id as klass`,
    );
    const { teaching } = await one<{ teaching: number }>(
      `insert into teacher_classes (organisation_id, teacher_id, class_id, subject_id)
       values (${school}, ${teacher}, ${klass}, ${subject}) returning id as teaching`,
    );
    const { kit } = await one<{ kit: number }>(
      `insert into kits (slug, title, description, grade_id, cover_file, cover_alt, source_hash)
       values ('k', 'Kit', 'd', ${grade}, 'c.svg', 'c', 'h') returning id as kit`,
    );
    const { topic } = await one<{ topic: number }>(
      `insert into topics (kit_id, slug, title, position) values (${kit}, 't', 'T', 1) returning id as topic`,
    );
    const { activity } = await one<{ activity: number }>(
      `insert into activities (kit_id, topic_id, slug, activity_type, title, position)
       values (${kit}, ${topic}, 'q', 'quiz', 'Quiz', 1) returning id as activity`,
    );
    const { assignment } = await one<{ assignment: number }>(
      `insert into assignments (organisation_id, class_id, kit_id, teacher_id, teacher_assign_id, due_date)
       values (${school}, ${klass}, ${kit}, ${teacher}, ${teaching}, '2028-02-29') returning id as assignment`,
    );
    const { attempt } = await one<{ attempt: number }>(
      `insert into answer_headers (organisation_id, student_id, activity_id, assignment_id)
       values (${school}, ${student}, ${activity}, ${assignment}) returning id as attempt`,
    );
    await client.query(
      `insert into assignment_events (assignment_id, organisation_id, kind, actor_id, data, created_at)
       values (${assignment}, ${school}, 'created', ${teacher}, '{"due_date":"2028-02-29"}', '2028-02-01T09:00:00Z'),
              (${assignment}, ${school}, 'cancelled', null, '{}', '2028-02-03T09:00:00Z')`,
    );
    await client.query(
      `insert into activity_events (organisation_id, student_id, activity_id, answer_header_id, kind, activity_detail_id, data, created_at)
       values (${school}, ${student}, ${activity}, ${attempt}, 'start', null, '{}', '2028-02-02T10:00:00Z'),
              (${school}, ${student}, ${activity}, ${attempt}, 'answer', 7, '{"correct":true}', '2028-02-02T10:01:00Z'),
              (${school}, ${student}, ${activity}, ${attempt}, 'submit', null, '{}', '2028-02-02T10:02:00Z')`,
    );

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const rows = await client.query<Record<string, unknown>>(
      `select kind, actor_id, actor_type, student_id, teacher_id, class_id, subject_id, kit_id,
              activity_id, assignment_id, attempt_id, activity_detail_id, success, duration_ms,
              data, occurred_at
       from learning_events order by occurred_at`,
    );
    const shared = { teacher_id: teacher, class_id: klass, subject_id: subject, kit_id: kit };
    expect(rows.rows).toEqual([
      expect.objectContaining({
        kind: 'assignment_given',
        actor_id: teacher,
        actor_type: 'T',
        student_id: null,
        assignment_id: assignment,
        data: { due_date: '2028-02-29' },
        ...shared,
      }),
      expect.objectContaining({
        kind: 'assessment_start',
        actor_id: student,
        actor_type: 'S',
        student_id: student,
        attempt_id: attempt,
        activity_id: activity,
        ...shared,
      }),
      expect.objectContaining({
        kind: 'answer_question',
        activity_detail_id: 7,
        success: true,
        duration_ms: 3000,
      }),
      expect.objectContaining({ kind: 'attempt_submitted', attempt_id: attempt }),
      // The actor of the cancellation was gone: the assignment's teacher stands in.
      expect.objectContaining({ kind: 'assignment_cancelled', actor_id: teacher }),
    ]);
    const oldTables = await client.query(
      `select 1 from information_schema.tables where table_name in ('activity_events', 'assignment_events')`,
    );
    expect(oldTables.rows).toEqual([]);
  });
});
