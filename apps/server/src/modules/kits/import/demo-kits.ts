import { describeProblem } from '@kitlab/kit-format';
import type { Database } from '../../../db/client.js';
import { serverAssetPath } from '../../../server-assets.js';
import { createKitMediaStore } from '../kit-media.js';
import { importKits } from './kit-importer.js';

/** The demo kits shipped in content/kits, found from the source tree and the bundled server. */
export function demoKitsFolder(): string {
  return serverAssetPath('content/kits');
}

/**
 * Imports the demo kits into the platform library through the kit importer. Unchanged kits are
 * skipped, so this runs on every start and picks up edited kits.
 */
export async function seedDemoKits(db: Database, mediaRoot: string, folder = demoKitsFolder()) {
  const result = await importKits(db, createKitMediaStore(mediaRoot), [folder]);
  if (!result.ok) {
    const problems = result.loaded.flatMap((entry) =>
      entry.problems.map((p) => `${entry.folder}: ${describeProblem(p)}`),
    );
    throw new Error(`The demo kits have problems:\n${problems.join('\n')}`);
  }
  return result.imported;
}
