import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** The most a bundle may unpack to: a district of 100,000 users is about 54 MB. */
export const MAX_UNZIPPED_BYTES = 500 * 1024 * 1024;

/** The bundle's files in the zip, by name without their folder, and the way to read one. */
export interface ZipEntries {
  /** The files beside manifest.csv, by base name (`users.csv`). */
  bundleFiles: Map<string, Entry>;
  openEntry(entry: Entry): Promise<Readable>;
  close(): void;
}

/** Why a zip is refused as a whole. */
export class ZipRefused extends Error {}

const OPTIONS = { lazyEntries: true, autoClose: false, strictFileNames: false };

function openZip(source: string | Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip?: ZipFile) => (zip ? resolve(zip) : reject(error));
    if (typeof source === 'string') yauzl.open(source, OPTIONS, done);
    else yauzl.fromBuffer(source, OPTIONS, done);
  });
}

function allEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** Tools add these beside the files (macOS's resource forks, `.DS_Store`): never the bundle's. */
function isClutter(name: string): boolean {
  return name.endsWith('/') || name.startsWith('__MACOSX/') || posix.basename(name).startsWith('.');
}

/** The folder manifest.csv is in: the zip's top or one folder at its top. */
function bundleFolder(names: string[]): string {
  const manifests = names.filter(
    (name) => posix.basename(name) === 'manifest.csv' && name.split('/').length <= 2,
  );
  if (manifests.length === 0) {
    throw new ZipRefused(
      'The zip has no manifest.csv: put it, with the bundle’s files, at the top of the zip or in one folder at its top.',
    );
  }
  if (manifests.length > 1) {
    throw new ZipRefused('The zip holds more than one manifest.csv: send one bundle per zip.');
  }
  return posix.dirname(manifests[0] ?? '');
}

/**
 * Opens an uploaded zip (a path on disk, or the bytes) and lists its files. Refuses, with a
 * `ZipRefused` saying why, what is not a zip, a zip that unpacks to more than
 * `maxUnzippedBytes` (yauzl checks each entry's stated size as it inflates it) or holds an
 * encrypted file, and a zip without one manifest.csv.
 */
export async function openZipEntries(
  source: string | Buffer,
  maxUnzippedBytes = MAX_UNZIPPED_BYTES,
): Promise<ZipEntries> {
  const zip = await openZip(source).catch(() => {
    throw new ZipRefused('The file is not a zip archive.');
  });
  try {
    const entries = (await allEntries(zip)).filter((entry) => !isClutter(entry.fileName));
    const unzipped = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (unzipped > maxUnzippedBytes) {
      throw new ZipRefused(
        `The zip unpacks to ${Math.ceil(unzipped / 1024 / 1024)} MB; Kitlab reads bundles of up to ${Math.floor(maxUnzippedBytes / 1024 / 1024)} MB.`,
      );
    }
    const encrypted = entries.find((entry) => entry.isEncrypted());
    if (encrypted) {
      throw new ZipRefused(
        `${encrypted.fileName} is encrypted: send the bundle without a password.`,
      );
    }
    const folder = bundleFolder(entries.map((entry) => entry.fileName));
    const bundleFiles = new Map(
      entries
        .filter((entry) => posix.dirname(entry.fileName) === folder)
        .map((entry) => [posix.basename(entry.fileName), entry] as const),
    );
    return {
      bundleFiles,
      openEntry: (entry) =>
        new Promise((resolve, reject) =>
          zip.openReadStream(entry, (error, stream) => (stream ? resolve(stream) : reject(error))),
        ),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
