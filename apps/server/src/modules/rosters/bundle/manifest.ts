import { rosterCsv } from '@kitlab/contract';
import type { CsvRecord } from './csv-records.js';
import { type FileProblems, ONEROSTER_11_MESSAGE } from './problems.js';
import { type FileMode, MANIFEST_FILES, type ManifestFile } from './roster-rows.js';

/** What manifest.csv says: each file's mode (files it says nothing valid of are left out). */
export interface Manifest {
  modes: Map<ManifestFile, FileMode>;
  /** A 1.1 bundle is refused with one error and nothing else read. */
  isOneRoster11: boolean;
}

interface Property {
  value: string;
  line: number;
}

async function propertiesOf(
  records: AsyncIterable<CsvRecord>,
  problems: FileProblems,
): Promise<Map<string, Property> | null> {
  const properties = new Map<string, Property>();
  let header = true;
  for await (const { line, cells } of records) {
    if (header) {
      header = false;
      if (cells.join(',') !== 'propertyName,value') {
        problems.error(1, null, 'manifest.csv must have the columns propertyName,value.');
        return null;
      }
      continue;
    }
    const [name = '', value = ''] = cells.map((cell) => cell.trim());
    if (cells.length !== 2)
      problems.error(line, null, `The row has ${cells.length} fields; the header has 2.`);
    else if (properties.has(name)) problems.error(line, name, `${name} is given twice.`);
    else properties.set(name, { value, line });
  }
  if (header) problems.error(null, null, 'manifest.csv is empty.');
  return header ? null : properties;
}

function checkVersion(
  properties: Map<string, Property>,
  name: string,
  expected: string,
  problems: FileProblems,
): void {
  const property = properties.get(name);
  if (property?.value === expected) return;
  problems.error(
    property?.line ?? null,
    name,
    `${name} must be ${expected}${property ? `, not '${property.value}'` : ''}.`,
  );
}

function isFileMode(value: string): value is FileMode {
  return (rosterCsv.ROSTER_FILE_MODES as readonly string[]).includes(value);
}

/**
 * Reads manifest.csv (propertyName,value): `manifest.version` 1.0, `oneroster.version` 1.2 and
 * `file.<name>` bulk, delta or absent for every file of the binding, case-sensitive. Other
 * properties (`source.systemName`, `source.systemCode`) are accepted and not kept.
 */
export async function readManifest(
  records: AsyncIterable<CsvRecord>,
  problems: FileProblems,
): Promise<Manifest> {
  const properties = await propertiesOf(records, problems);
  const modes = new Map<ManifestFile, FileMode>();
  if (!properties) return { modes, isOneRoster11: false };
  const version = properties.get('oneroster.version');
  if (version?.value === '1.1') {
    problems.error(version.line, 'oneroster.version', ONEROSTER_11_MESSAGE);
    return { modes, isOneRoster11: true };
  }
  checkVersion(properties, 'manifest.version', rosterCsv.ROSTER_MANIFEST_VERSION, problems);
  checkVersion(properties, 'oneroster.version', rosterCsv.ONEROSTER_VERSION, problems);
  for (const file of MANIFEST_FILES) {
    const name = `file.${file}`;
    const property = properties.get(name);
    if (property && isFileMode(property.value)) modes.set(file, property.value);
    else if (property) {
      problems.error(
        property.line,
        name,
        `${name} must be bulk, delta or absent, not '${property.value}'.`,
      );
    } else {
      problems.error(
        null,
        name,
        `manifest.csv does not say how to take ${file}.csv: ${name} must be bulk, delta or absent.`,
      );
    }
  }
  return { modes, isOneRoster11: false };
}
