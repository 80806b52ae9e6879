import { Readable } from 'node:stream';
import { csvText } from '@kitlab/domain';
import yazl from 'yazl';
import type { Database } from '../../db/client.js';
import type { FileStore } from '../../lib/storage/file-store.js';
import { studentUploadFiles } from '../uploads/index.js';
import { STUDENT_DATA_PARTS, type StudentDataTables } from './student-data-parts.js';

const README_HEAD = `Everything Kitlab held about one student when this file was made.
Each part of the platform has a JSON file; tables suited to a spreadsheet are also CSV.

`;

function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A table of flat rows (at least one) as CSV: a header of the first row's keys, then a line per row. */
function csvOf(rows: readonly object[]): Buffer {
  const columns = Object.keys(rows[0] ?? {});
  const lines = rows.map((row) =>
    columns.map((column) => cellOf((row as Record<string, unknown>)[column])),
  );
  return Buffer.from(`\uFEFF${csvText([columns, ...lines])}`, 'utf8');
}

const jsonOf = (tables: StudentDataTables) => Buffer.from(`${JSON.stringify(tables, null, 2)}\n`);

/** An uploaded file, read from the store only when the zip comes to it: one file in memory at a time. */
function addStoredFile(zip: yazl.ZipFile, files: FileStore, upload: { key: string; file: string }) {
  zip.addReadStreamLazy(upload.file, (done) => {
    files.read(upload.key).then(
      (bytes) => done(null, Readable.from([Buffer.from(bytes ?? new Uint8Array())])),
      (error: unknown) => done(error, Readable.from([])),
    );
  });
}

/**
 * Every part's rows, read before the first byte is sent (so a failed read is an error answer,
 * not a cut file); then zipped as the answer streams, each uploaded file read when its turn comes.
 */
export async function studentDataZip(db: Database, files: FileStore, studentId: number) {
  const zip = new yazl.ZipFile();
  const readme: string[] = [];
  for (const part of STUDENT_DATA_PARTS) {
    if (!part.export) continue;
    const tables = await part.export(db, studentId);
    zip.addBuffer(jsonOf(tables), `${part.name}.json`);
    readme.push(`${part.name}.json: ${part.holds}.`);
    for (const table of part.csv ?? []) {
      const rows = tables[table] ?? [];
      if (rows.length === 0) continue;
      zip.addBuffer(csvOf(rows), `${part.name}-${table}.csv`);
      readme.push(
        `${part.name}-${table}.csv: the ${table.replace(/_/g, ' ')} of ${part.name}.json.`,
      );
    }
  }
  const uploads = await studentUploadFiles(db, studentId);
  for (const upload of uploads) {
    if (await files.head(upload.key, 0)) addStoredFile(zip, files, upload);
  }
  if (uploads.length > 0)
    readme.push('uploads/: the uploaded files themselves, named as in uploads.json.');
  zip.addBuffer(Buffer.from(`${README_HEAD}${readme.join('\n')}\n`), 'README.txt');
  zip.end();
  // A file the store fails to give mid-way cuts the answer off rather than hanging it.
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  return zip.outputStream;
}
