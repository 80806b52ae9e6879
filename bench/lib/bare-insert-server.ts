/**
 * The bare insert as a process of its own, as a server runs: listens on 127.0.0.1:PORT, inserting
 * into DATABASE_URL's database, until it is sent SIGTERM (when it drops its table).
 *   node --import tsx bench/lib/bare-insert-server.ts
 */
import { startBareInsert } from './bare-insert.js';

const bare = await startBareInsert(process.env.DATABASE_URL ?? '');
await bare.app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
process.once('SIGTERM', () => {
  void bare.close().then(() => process.exit(0));
});
