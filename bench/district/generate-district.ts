import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { ensureReferenceData } from '../../apps/server/src/db/seed/reference-data.js';
import { systemClock } from '../../apps/server/src/lib/clock.js';
import { hashPassword } from '../../apps/server/src/lib/passwords.js';
import { reportRollupsRebuild } from '../../apps/server/src/modules/reports/index.js';
import { importDistrictKits } from './kits.js';
import { DISTRICT_ADMIN_EMAIL, fillPeople, schoolAdminEmail } from './people.js';
import { calendarOf, type DistrictPlan } from './plan.js';
import { Progress, type StageTime } from './progress.js';
import { createScratch, dropScratch } from './scratch.js';
import { fillWork } from './work.js';

export interface GeneratedDistrict {
  url: string;
  plan: DistrictPlan;
  times: StageTime[];
  totalMs: number;
  rows: Record<string, number>;
  /** Bytes on disk of each table with its indexes. */
  sizes: Record<string, number>;
  signIn: { districtAdmin: string; schoolAdmin: string; password: string };
  calendar: ReturnType<typeof calendarOf>;
}

const COUNTED_TABLES = [
  'organisations',
  'users',
  'classes',
  'teacher_classes',
  'student_classes',
  'assignments',
  'answer_headers',
  'answers',
  'learning_events',
];
export const ROLLUP_TABLES = [
  'report_assignments',
  'report_work',
  'report_teaching_weeks',
  'report_active_students',
  'report_class_activity',
];
const SIZED_TABLES = ['answers', 'answer_headers', 'learning_events', ...ROLLUP_TABLES];

/** Rows of each table, exactly. */
async function countRows(client: pg.Client, tables: readonly string[]) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

export async function sizesOnDisk(client: pg.Client, tables: readonly string[]) {
  const sizes: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ bytes: string }>(
      'select pg_total_relation_size($1::regclass) as bytes',
      [table],
    );
    sizes[table] = Number(rows[0]?.bytes ?? 0);
  }
  return sizes;
}

/**
 * Fills the database at `url` (empty) with the planned district: the server's migrations, the
 * reference data and kits through the server's own code, then everything else in bulk inserts
 * run by PostgreSQL, then the report's rollups rebuilt by the reports module, as a repair does.
 */
export async function generateDistrict(
  url: string,
  plan: DistrictPlan,
  password: string,
): Promise<GeneratedDistrict> {
  const progress = new Progress();
  const database = await openDatabase({ url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await progress.stage('migrations', 0, async () => {
      await database.migrate();
      await ensureReferenceData(database.db);
      return 0;
    });
    await progress.stage('kits', 0, () => importDistrictKits(database.db));
    const passwordHash = await hashPassword(password);
    await createScratch(client, plan.seed);
    // The plan's rows refer to each other by construction: PostgreSQL skips checking each
    // foreign key row by row while the generator (a superuser on its own database) fills them.
    const { rows: roles } = await client.query<{ rolsuper: boolean }>(
      'select rolsuper from pg_roles where rolname = current_user',
    );
    if (roles[0]?.rolsuper) await client.query(`set session_replication_role = replica`);
    await fillPeople(client, plan, passwordHash, progress);
    await fillWork(client, plan, progress);
    await client.query('set session_replication_role = origin');
    await progress.stage('vacuum analyze', 0, async () => {
      await client.query('vacuum (analyze)');
      return 0;
    });
    await progress.stage('report rollups', 0, async () => {
      await reportRollupsRebuild.refresh(database.db, systemClock.now());
      const counts = await countRows(client, ROLLUP_TABLES);
      return Object.values(counts).reduce((sum, rows) => sum + rows, 0);
    });
    await progress.stage('vacuum rollups', 0, async () => {
      for (const table of ROLLUP_TABLES) await client.query(`vacuum (analyze) ${table}`);
      return 0;
    });
    await dropScratch(client);
    const rows = await countRows(client, [...COUNTED_TABLES, ...ROLLUP_TABLES]);
    const sizes = await sizesOnDisk(client, SIZED_TABLES);
    return {
      url,
      plan,
      times: progress.times,
      totalMs: progress.totalMs(),
      rows,
      sizes,
      signIn: { districtAdmin: DISTRICT_ADMIN_EMAIL, schoolAdmin: schoolAdminEmail(1), password },
      calendar: calendarOf(plan),
    };
  } finally {
    await client.end();
    await database.close();
  }
}
