/**
 * The children's data calls for administrators (issue 31) over real HTTP at 32 connections,
 * beside health as the stack's yardstick: the record of staff reads (the newest page of 20, and
 * one student's), the erasure receipts and the retention settings. The world is the demo district
 * with 50,000 staff reads and 300 erasure receipts in the first school, inserted in bulk with SQL
 * (BENCH_STAFF_READS and BENCH_ERASURES change them). First, in process and one at a time, each
 * call's statements (on PostgreSQL, counted at the driver) and the API's CPU per call. On
 * BENCH_DATABASE_URL's PostgreSQL (else PGlite in memory), under the bench lock:
 *
 *   flock /tmp/kitlab-bench.lock env BENCH_DATABASE_URL=postgres://… npx tsx bench/childrens-data.bench.ts
 */
import { core, type RequestParts, studentRecords } from '@kitlab/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { rowsOf } from '../apps/server/src/db/raw-rows.js';
import { chosenScenarios } from './lib/bench-only.js';
import { benchTarget, startDemoApp } from './lib/demo-app.js';
import * as load from './lib/http-load.js';
import { formatPerCallRow, perCall } from './lib/per-call.js';
import { signInOverHttp } from './lib/sign-in-over-http.js';

const STAFF_READS = Number(process.env.BENCH_STAFF_READS ?? 50_000);
const ERASURES = Number(process.env.BENCH_ERASURES ?? 300);
const SCHOOL_ADMIN = 'school.admin@demo.kitlab.test';
const DISTRICT_ADMIN = 'district.admin@demo.kitlab.test';

/**
 * The first school's staff reads, a read every five minutes by its teachers of its students in
 * turn, and its erasure receipts a day apart; answers a student with reads, by token.
 */
async function buildWorld(db: Database): Promise<{ studentToken: string }> {
  const school = sql`(select organisation_id from users where email = ${SCHOOL_ADMIN})`;
  await db.execute(sql`
    insert into staff_reads (organisation_id, staff_id, student_id, record, detail, read_at)
    select ${school}, t.ids[1 + g % cardinality(t.ids)], s.ids[1 + g % cardinality(s.ids)],
      (array['answers', 'uploads', 'messages', 'report'])[1 + g % 4], 'Activity ' || (g % 40),
      timestamptz '2026-01-05 08:00Z' + g * interval '5 minutes'
    from generate_series(1, ${STAFF_READS}::integer) g,
      (select array_agg(id order by id) ids from users
        where organisation_id = ${school} and user_type = 'T') t,
      (select array_agg(id order by id) ids from users
        where organisation_id = ${school} and user_type = 'S') s`);
  await db.execute(sql`
    insert into data_erasures (organisation_id, erased_by_id, reason, removed, erased_at)
    select ${school},
      case when g % 3 = 0 then null else (select id from users where email = ${SCHOOL_ADMIN}) end,
      case when g % 3 = 0 then 'retention' else 'request' end,
      jsonb_build_object('answers', g % 50, 'uploads', g % 7, 'messages', g % 11),
      timestamptz '2026-01-05 08:00Z' + g * interval '1 day'
    from generate_series(1, ${ERASURES}::integer) g`);
  // As autovacuum would leave tables this size: statistics and the visibility map.
  await db.execute(sql`vacuum analyze staff_reads`);
  await db.execute(sql`vacuum analyze data_erasures`);
  const [row] = await rowsOf<{ token: string }>(
    db,
    sql`select u.token::text as token from users u
      where u.id = (select student_id from staff_reads order by id limit 1)`,
  );
  const token = row?.token;
  if (!token) throw new Error('No student has staff reads');
  return { studentToken: token };
}

const target = benchTarget();
const label = 'url' in target ? 'PostgreSQL' : 'PGlite (in memory)';
const demo = await startDemoApp(target);
try {
  const started = performance.now();
  const { studentToken } = await buildWorld(demo.database.db);
  console.log(
    `${label}: ${STAFF_READS} staff reads and ${ERASURES} erasure receipts in the first school, built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const base = await load.listenLocally(demo.app);
  const school = (await signInOverHttp(base, SCHOOL_ADMIN)).token;
  const district = (await signInOverHttp(base, DISTRICT_ADMIN)).token;
  const asSchool = (call: Parameters<typeof load.loadRequestOf>[0], parts?: RequestParts) =>
    load.loadRequestOf(call, parts, school);
  const scenarios: [name: string, request: ReturnType<typeof load.loadRequestOf>][] = [
    ['health (yardstick)', load.loadRequestOf(core.getHealth)],
    ['staff reads, newest 20', asSchool(studentRecords.listStaffReads)],
    [
      'staff reads of one student',
      asSchool(studentRecords.listStaffReads, { query: { student_token: studentToken } }),
    ],
    [
      'staff reads, district admin',
      load.loadRequestOf(studentRecords.listStaffReads, {}, district),
    ],
    ['staff reads, page 100', asSchool(studentRecords.listStaffReads, { query: { page: 100 } })],
    ['erasure receipts, newest 20', asSchool(studentRecords.listErasures)],
    ['retention settings (school)', asSchool(studentRecords.getRetention)],
    [
      'retention settings (district)',
      load.loadRequestOf(studentRecords.getRetention, {}, district),
    ],
  ];
  const chosen = chosenScenarios(scenarios, 1);

  console.log(`\n${label}: statements and CPU per call, one at a time, in process`);
  for (const [name, request] of chosen) {
    console.log(formatPerCallRow(name, await perCall(demo.app, name, request), 'url' in target));
  }

  console.log(`\n${label}: over HTTP, 32 connections`);
  console.log(load.LOAD_HEADER);
  for (const [name, request] of chosen) {
    console.log(load.formatLoadRow(name, await load.loadOverHttp(base, [request])));
  }
} finally {
  await demo.close();
}
