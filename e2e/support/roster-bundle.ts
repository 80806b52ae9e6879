import { buffer } from 'node:stream/consumers';
import { rosterCsv } from '@kitlab/contract';
import yazl from 'yazl';

/**
 * The zip of a OneRoster 1.2 bundle of these rows (each file bulk unless `modes` says otherwise),
 * written by the contract's bundle writer as the server's tests and the benchmark write theirs.
 */
export function rosterBundleZip(
  rows: rosterCsv.RosterBundleRows,
  modes: Partial<Record<rosterCsv.RosterManifestFile, rosterCsv.RosterFileMode>> = {},
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(rosterCsv.rosterBundleTexts(rows, modes))) {
    zip.addBuffer(Buffer.from(text), name);
  }
  zip.end();
  return buffer(zip.outputStream);
}
