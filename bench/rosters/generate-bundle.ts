/**
 * Writes a realistic OneRoster 1.2 bundle (bulk files and a demographics file Kitlab does not
 * read) to a zip, and prints its size per file:
 *
 *   npx tsx bench/rosters/generate-bundle.ts --users 100000 [--out /tmp/roster-100000.zip]
 */
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { rosterCsv } from '@kitlab/contract';
import yazl from 'yazl';
import { districtRoster } from './district-roster.js';

/** The 1.2 binding's demographics columns (the file is there to be refused unread). */
const DEMOGRAPHICS_COLUMNS = [
  'sourcedId',
  'status',
  'dateLastModified',
  'birthDate',
  'sex',
  'americanIndianOrAlaskaNative',
  'asian',
  'blackOrAfricanAmerican',
  'nativeHawaiianOrOtherPacificIslander',
  'white',
  'demographicRaceTwoOrMoreRaces',
  'hispanicOrLatinoEthnicity',
  'countryOfBirthCode',
  'stateOfBirthAbbreviation',
  'cityOfBirth',
  'publicSchoolResidenceStatus',
];

export interface GeneratedBundle {
  path: string;
  /** Unzipped bytes by file name. */
  sizes: Record<string, number>;
  zippedBytes: number;
  users: number;
  enrollments: number;
}

/** Writes the bundle of a district of about `users` people to `path`. */
export async function generateRosterBundle(users: number, path: string): Promise<GeneratedBundle> {
  const roster = districtRoster(users);
  const texts = rosterCsv.rosterBundleTexts(roster.rows, { demographics: 'bulk' });
  texts['demographics.csv'] = rosterCsv.rosterCsvText(DEMOGRAPHICS_COLUMNS, roster.demographics);
  const zip = new yazl.ZipFile();
  const sizes: Record<string, number> = {};
  for (const [name, text] of Object.entries(texts)) {
    const bytes = Buffer.from(text);
    sizes[name] = bytes.length;
    zip.addBuffer(bytes, name);
  }
  zip.end();
  const out = createWriteStream(path);
  zip.outputStream.pipe(out);
  await finished(out);
  return {
    path,
    sizes,
    zippedBytes: out.bytesWritten,
    users: roster.rows.users.length,
    enrollments: roster.rows.enrollments.length,
  };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { users: { type: 'string', default: '100000' }, out: { type: 'string' } },
  });
  const users = Number(values.users);
  const bundle = await generateRosterBundle(users, values.out ?? `/tmp/roster-${users}.zip`);
  for (const [name, bytes] of Object.entries(bundle.sizes))
    console.log(`${name.padEnd(22)} ${megabytes(bytes).padStart(9)}`);
  const unzipped = Object.values(bundle.sizes).reduce((sum, bytes) => sum + bytes, 0);
  console.log(
    `${bundle.users} users, ${bundle.enrollments} enrolments: ${megabytes(unzipped)} unzipped, ${megabytes(bundle.zippedBytes)} zipped, in ${bundle.path}`,
  );
}
