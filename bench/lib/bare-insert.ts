import { spawn } from 'node:child_process';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { freePort } from '../../scripts/lib/ports.mjs';

const BARE_INSERT_SERVER = join(import.meta.dirname, 'bare-insert-server.ts');

/**
 * The yardstick of a save: Fastify and pg with the API's pool size, one route inserting one row
 * of an answer's shape. Kitlab's save is measured beside it in the same run, on the same database.
 */
export async function startBareInsert(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  let closing = false;
  // The pool's last connections may still be closing when the run drops their database (with
  // FORCE): the server ending them then is expected, not a failure of the run.
  pool.on('error', (error) => {
    if (!closing) throw error;
  });
  await pool.query(`create table if not exists bench_bare_answers (
    id bigserial primary key, student_id integer not null, question_id integer not null,
    answer text not null, saved_at timestamptz not null default now())`);
  const app = Fastify({ logger: false });
  app.post<{ Body: { student_id: number; question_id: number; answer: string } }>(
    '/answer',
    async (request) => {
      const { student_id, question_id, answer } = request.body;
      const { rows } = await pool.query(
        'insert into bench_bare_answers (student_id, question_id, answer) values ($1, $2, $3) returning id',
        [student_id, question_id, answer],
      );
      return { id: rows[0].id };
    },
  );
  return {
    app,
    async close() {
      closing = true;
      await app.close();
      await pool.query('drop table if exists bench_bare_answers');
      await pool.end();
    },
  };
}

/**
 * The bare insert in a process of its own (`bare-insert-server.ts`) on the database at
 * `databaseUrl`: its address, its process id, and `stop`, which waits for it to drop its table.
 */
export async function startBareInsertProcess(databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', BARE_INSERT_SERVER], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const listening = new Promise<void>((done) => child.stdout?.once('data', () => done()));
  if ((await Promise.race([listening, exited])) !== undefined || !child.pid) {
    throw new Error('The bare insert exited before it listened');
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
