import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { type DataTarget, dataEnvironment } from './server-process.js';

const run = promisify(execFile);
const BACKUP_ENTRY = resolve(import.meta.dirname, '../../dist/backup.js');

/** Runs `npm run backup` or `restore` as the built command does; answers its exit and output. */
export async function backupCommand(target: DataTarget, args: string[]) {
  const startedAt = performance.now();
  try {
    const { stdout } = await run(process.execPath, [BACKUP_ENTRY, ...args], {
      env: { PATH: process.env.PATH, ...dataEnvironment(target) },
    });
    return { code: 0, output: stdout, seconds: (performance.now() - startedAt) / 1000 };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: failed.code ?? 1,
      output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
      seconds: (performance.now() - startedAt) / 1000,
    };
  }
}
