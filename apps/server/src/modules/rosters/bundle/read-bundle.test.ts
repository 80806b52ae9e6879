import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rosterCsv } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { rosterBundleZip, schoolRosterRows, zipOf } from '../../../test/roster-bundle.js';
import { readRosterBundle } from './read-bundle.js';

const { rosterBundleTexts, rosterManifestCsv } = rosterCsv;

function error(file: string, line: number | null, field: string | null, message: string) {
  return { file, line, field, severity: 'error', message };
}

function warning(file: string, line: number | null, field: string | null, message: string) {
  return { file, line, field, severity: 'warning', message };
}

describe('readRosterBundle: the zip and the manifest', () => {
  it('reads every file of a valid bundle into typed rows with their manifest mode and lines', async () => {
    const bundle = await readRosterBundle(await rosterBundleZip(schoolRosterRows()));
    expect(bundle.problems).toEqual([]);
    expect(bundle.files.users.mode).toBe('bulk');
    expect(bundle.files.users.rows[1]).toEqual({
      line: 3,
      sourcedId: 'p1',
      status: null,
      dateLastModified: null,
      metadata: {},
      enabledUser: true,
      username: 'ada.lovelace',
      userIds: [],
      givenName: 'Ada',
      familyName: 'Lovelace',
      middleName: null,
      identifier: null,
      email: 'ada@hill.example',
      grades: ['06'],
      preferredGivenName: null,
      preferredFamilyName: null,
      primaryOrgSourcedId: 's1',
    });
    expect(bundle.files.courses.rows[0]?.subjects).toEqual(['Science', 'Mathematics']);
    expect(bundle.files.classes.rows[0]?.classType).toBe('homeroom');
    expect(bundle.files.enrollments.rows.map((row) => row.role)).toEqual(['teacher', 'student']);
  });
});

async function problemsOf(files: Record<string, string | Buffer>) {
  return (await readRosterBundle(await zipOf(files))).problems;
}

const ONE_ONE =
  'This is a OneRoster 1.1 bundle; Kitlab reads OneRoster 1.2 (roles in roles.csv, no role column in users.csv).';

describe('readRosterBundle: the zip', () => {
  it('reads the zip from a file on disk, as the upload leaves it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'roster-'));
    try {
      const path = join(folder, 'bundle.zip');
      await writeFile(path, await rosterBundleZip(schoolRosterRows()));
      const bundle = await readRosterBundle(path);
      expect(bundle.problems).toEqual([]);
      expect(bundle.files.enrollments.rows).toHaveLength(2);
    } finally {
      await rm(folder, { recursive: true });
    }
  });

  it('says which line of the manifest breaks its CSV', async () => {
    const manifest = `${rosterManifestCsv({})}source.systemName,"SIS\n`;
    expect(await problemsOf({ 'manifest.csv': manifest })).toEqual([
      error(
        'manifest.csv',
        25,
        null,
        'manifest.csv could not be read: its CSV or the zip is damaged.',
      ),
    ]);
  });

  it('refuses a file that is not a zip', async () => {
    const bundle = await readRosterBundle(Buffer.from('sourcedId,name\n1,x\n'));
    expect(bundle.problems).toEqual([error('', null, null, 'The file is not a zip archive.')]);
    expect(bundle.files.users).toEqual({ mode: 'absent', rows: [] });
  });

  it('reads a bundle in one folder at the top of the zip and passes over macOS clutter', async () => {
    const texts = rosterBundleTexts(schoolRosterRows());
    const files = Object.fromEntries(
      Object.entries(texts).map(([name, text]) => [`roster/${name}`, text]),
    );
    const bundle = await readRosterBundle(
      await zipOf({ ...files, '__MACOSX/roster/._users.csv': 'x', 'roster/.DS_Store': 'x' }),
    );
    expect(bundle.problems).toEqual([]);
    expect(bundle.files.users.rows).toHaveLength(2);
  });

  it('refuses a zip without a manifest at its top, or with two', async () => {
    expect(await problemsOf({ 'a/b/manifest.csv': rosterManifestCsv({}) })).toEqual([
      error(
        '',
        null,
        null,
        'The zip has no manifest.csv: put it, with the bundle’s files, at the top of the zip or in one folder at its top.',
      ),
    ]);
    const manifest = rosterManifestCsv({});
    expect(await problemsOf({ 'manifest.csv': manifest, 'b/manifest.csv': manifest })).toEqual([
      error('', null, null, 'The zip holds more than one manifest.csv: send one bundle per zip.'),
    ]);
  });

  it('refuses a zip that unpacks to more than the cap, before reading any file', async () => {
    const zip = await rosterBundleZip(schoolRosterRows());
    const bundle = await readRosterBundle(zip, { maxUnzippedBytes: 1024 * 1024 - 1 });
    expect(bundle.problems).toEqual([]);
    const big = await zipOf({ ...rosterBundleTexts({}), 'notes.txt': 'x'.repeat(1024 * 1024) });
    expect((await readRosterBundle(big, { maxUnzippedBytes: 1024 * 1024 })).problems).toEqual([
      error('', null, null, 'The zip unpacks to 2 MB; Kitlab reads bundles of up to 1 MB.'),
    ]);
  });

  it('warns of a file it does not know beside the manifest', async () => {
    expect(
      await problemsOf({ ...rosterBundleTexts(schoolRosterRows()), 'notes.csv': 'a\n1\n' }),
    ).toEqual([
      warning('notes.csv', null, null, 'Kitlab does not know this file: it was not read.'),
    ]);
  });
});

describe('readRosterBundle: the manifest', () => {
  it('refuses a OneRoster 1.1 bundle with one error and reads nothing else', async () => {
    const texts = rosterBundleTexts(schoolRosterRows());
    const manifest = rosterManifestCsv({ users: 'bulk' }, { 'oneroster.version': '1.1' });
    const bundle = await readRosterBundle(
      await zipOf({ ...texts, 'manifest.csv': manifest, 'orgs.csv': 'broken' }),
    );
    expect(bundle.problems).toEqual([error('manifest.csv', 3, 'oneroster.version', ONE_ONE)]);
  });

  it('refuses a users.csv with a role column as a 1.1 file', async () => {
    const users = 'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username\n';
    expect(
      await problemsOf({
        'manifest.csv': rosterManifestCsv({ users: 'delta' }),
        'users.csv': users,
      }),
    ).toEqual([error('users.csv', 1, 'role', ONE_ONE)]);
  });

  it('names a wrong version, a file it says nothing of and a mode not in the binding', async () => {
    const manifest = rosterManifestCsv(
      { users: 'Bulk' as 'bulk' },
      { 'manifest.version': '2.0', 'file.orgs': null, 'source.systemName': 'SIS' },
    );
    expect(await problemsOf({ 'manifest.csv': manifest })).toEqual([
      error('manifest.csv', 2, 'manifest.version', "manifest.version must be 1.0, not '2.0'."),
      error(
        'manifest.csv',
        null,
        'file.orgs',
        'manifest.csv does not say how to take orgs.csv: file.orgs must be bulk, delta or absent.',
      ),
      error(
        'manifest.csv',
        23,
        'file.users',
        "file.users must be bulk, delta or absent, not 'Bulk'.",
      ),
    ]);
  });

  it('refuses a file sent but marked absent, and a file marked bulk but not sent', async () => {
    const texts = rosterBundleTexts(schoolRosterRows(), { orgs: 'absent', demographics: 'bulk' });
    expect(await problemsOf(texts)).toEqual([
      error(
        'demographics.csv',
        null,
        null,
        'The manifest marks demographics.csv bulk, but the zip does not hold it.',
      ),
      error(
        'orgs.csv',
        null,
        null,
        'The manifest marks orgs.csv absent, but the zip holds it: mark it bulk or delta, or leave it out.',
      ),
    ]);
  });

  it('warns once of a file Kitlab does not read, and does not read it', async () => {
    const texts = rosterBundleTexts(schoolRosterRows(), {
      demographics: 'bulk',
      lineItems: 'delta',
    });
    const problems = await problemsOf({
      ...texts,
      'demographics.csv': 'sourcedId,birthDate\np1,2014-01-01\n',
      'lineItems.csv': '"',
    });
    expect(problems).toEqual([
      warning(
        'demographics.csv',
        null,
        null,
        'Kitlab keeps no demographics: the file was not read.',
      ),
      warning(
        'lineItems.csv',
        null,
        null,
        'Kitlab does not read lineItems.csv: the file was not read.',
      ),
    ]);
  });

  it('refuses a bulk file with a header and no rows, and takes an empty delta file', async () => {
    const rows = { ...schoolRosterRows(), enrollments: [], roles: [] };
    const bundle = await readRosterBundle(await rosterBundleZip(rows, { roles: 'delta' }));
    expect(bundle.problems).toEqual([
      error(
        'enrollments.csv',
        null,
        null,
        'A bulk file with no rows would remove everyone; send the rows or mark the file absent.',
      ),
    ]);
    expect(bundle.files.roles).toEqual({ mode: 'delta', rows: [] });
  });
});
