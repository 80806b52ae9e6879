import Fastify from 'fastify';
import pg from 'pg';

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
