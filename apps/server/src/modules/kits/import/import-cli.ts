// Imports kit folders into the database named by the environment (DATABASE_URL, else the
// embedded database in DATA_DIR), and their images and printables into DATA_DIR/kit-media:
//   npm run kits:import -- content/kits                      every kit in a folder
//   npm run kits:import -- path/to/kit --organisation <token>  a kit private to a district or school
// Exits with 1, importing nothing, when any kit has an error.
import { loadConfig } from '../../../config.js';
import { openDatabase } from '../../../db/client.js';
import { describeError } from '../../../lib/logging/loggable-error.js';
import { createKitMediaStore, kitMediaRoot } from '../kit-media.js';
import { printReport } from './import-report.js';
import { createKitImportRepository } from './kit-import.repository.js';
import { importKits } from './kit-importer.js';

const USAGE =
  'Usage: npm run kits:import -- <kit folder or folder of kits>... [--organisation <token>]';

function parseArgs(argv: string[]) {
  const paths: string[] = [];
  let organisation: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--organisation') organisation = argv[++i];
    else if (arg.startsWith('--organisation=')) organisation = arg.slice('--organisation='.length);
    else paths.push(arg);
  }
  return { paths, organisation };
}

async function main(argv: string[]): Promise<number> {
  // npm runs workspace scripts in the workspace folder; paths and DATA_DIR are meant from where
  // the command was typed.
  process.chdir(process.env.INIT_CWD ?? process.cwd());
  const { paths, organisation } = parseArgs(argv);
  if (paths.length === 0 || organisation === '') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  try {
    await database.migrate();
    let organisationId: number | null = null;
    if (organisation !== undefined) {
      const owner = await createKitImportRepository(database.db).findOrganisation(organisation);
      if (!owner) {
        console.error(`No organisation with token ${organisation}.`);
        return 2;
      }
      organisationId = owner.id;
    }
    const store = createKitMediaStore(kitMediaRoot(config.DATA_DIR));
    const result = await importKits(database.db, store, paths, { organisationId });
    printReport(result, (line) => console.log(line));
    return result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`The kit import failed: ${describeError(error)}`);
    process.exitCode = 1;
  },
);
