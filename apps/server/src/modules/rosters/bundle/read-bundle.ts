import { CsvSyntaxError, csvRecords } from './csv-records.js';
import { readManifest } from './manifest.js';
import { FileProblems, type RosterProblem, WHOLE_ZIP } from './problems.js';
import { readRosterFile } from './read-file.js';
import {
  type BundleFile,
  type FileMode,
  MANIFEST_FILES,
  type ManifestFile,
  READ_FILES,
  type ReadFile,
  type RosterBundle,
} from './roster-rows.js';
import { openZipEntries, type ZipEntries, ZipRefused } from './zip-entries.js';

function emptyBundle(problems: RosterProblem[]): RosterBundle {
  const files: Partial<Record<ReadFile, BundleFile<ReadFile>>> = {};
  for (const file of READ_FILES) files[file] = { mode: 'absent', rows: [] };
  return { files: files as RosterBundle['files'], problems };
}

function isReadFile(file: ManifestFile): file is ReadFile {
  return (READ_FILES as readonly string[]).includes(file);
}

/** Why Kitlab leaves a file the manifest sends unread (decision 0058: data minimisation). */
function notReadMessage(file: ManifestFile): string {
  return file === 'demographics'
    ? 'Kitlab keeps no demographics: the file was not read.'
    : `Kitlab does not read ${file}.csv: the file was not read.`;
}

/** The manifest's word against the zip's files: every file sent is named, every file named sent. */
function checkFilesAgainstManifest(
  zip: ZipEntries,
  modes: ReadonlyMap<ManifestFile, FileMode>,
  problems: RosterProblem[],
): void {
  const say = (file: string, severity: RosterProblem['severity'], message: string) =>
    problems.push({ file, line: null, field: null, severity, message });
  const known = new Set(['manifest.csv', ...MANIFEST_FILES.map((file) => `${file}.csv`)]);
  for (const name of zip.bundleFiles.keys()) {
    if (!known.has(name)) say(name, 'warning', 'Kitlab does not know this file: it was not read.');
  }
  for (const file of MANIFEST_FILES) {
    const name = `${file}.csv`;
    const mode = modes.get(file);
    const sent = zip.bundleFiles.has(name);
    if (mode === 'absent' && sent) {
      say(
        name,
        'error',
        `The manifest marks ${name} absent, but the zip holds it: mark it bulk or delta, or leave it out.`,
      );
    } else if (mode && mode !== 'absent' && !sent) {
      say(name, 'error', `The manifest marks ${name} ${mode}, but the zip does not hold it.`);
    } else if (mode && mode !== 'absent' && !isReadFile(file)) {
      say(name, 'warning', notReadMessage(file));
    }
  }
}

async function readFiles(zip: ZipEntries, bundle: RosterBundle): Promise<void> {
  const manifestProblems = new FileProblems('manifest.csv');
  const manifestEntry = zip.bundleFiles.get('manifest.csv');
  if (!manifestEntry) return;
  const manifest = await readManifest(
    csvRecords(await zip.openEntry(manifestEntry)),
    manifestProblems,
  ).catch((error: unknown) => {
    const line = error instanceof CsvSyntaxError ? error.line : null;
    manifestProblems.error(
      line,
      null,
      'manifest.csv could not be read: its CSV or the zip is damaged.',
    );
    return null;
  });
  bundle.problems.push(...manifestProblems.list);
  if (!manifest || manifest.isOneRoster11) return;
  checkFilesAgainstManifest(zip, manifest.modes, bundle.problems);
  for (const file of READ_FILES) {
    const mode = manifest.modes.get(file) ?? 'absent';
    bundle.files[file].mode = mode;
    const entry = zip.bundleFiles.get(`${file}.csv`);
    if (mode === 'absent' || !entry) continue;
    const problems = new FileProblems(`${file}.csv`);
    const target: BundleFile<typeof file> = bundle.files[file];
    target.rows = await readRosterFile(
      file,
      mode,
      csvRecords(await zip.openEntry(entry)),
      problems,
    );
    bundle.problems.push(...problems.list);
  }
}

/**
 * Reads an uploaded OneRoster 1.2 CSV bundle (the zip as a path on disk, or its bytes) one file
 * at a time as a stream: every file Kitlab reads, with its manifest mode and typed rows, and every
 * problem found with its file, line and field. Any error refuses the bundle whole; rows with an
 * error are left out. Nothing is written anywhere.
 */
export async function readRosterBundle(
  source: string | Buffer,
  options: { maxUnzippedBytes?: number } = {},
): Promise<RosterBundle> {
  let zip: ZipEntries;
  try {
    zip = await openZipEntries(source, options.maxUnzippedBytes);
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error;
    return emptyBundle([
      { file: WHOLE_ZIP, line: null, field: null, severity: 'error', message: error.message },
    ]);
  }
  try {
    const bundle = emptyBundle([]);
    await readFiles(zip, bundle);
    return bundle;
  } finally {
    zip.close();
  }
}
