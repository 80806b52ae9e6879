import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Removes the run's throwaway database directory (only ever one under the temp dir). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.startsWith(tmpdir()) && dir.includes('kitlab-e2e-')) {
    rmSync(dir, { recursive: true, force: true });
  }
}
