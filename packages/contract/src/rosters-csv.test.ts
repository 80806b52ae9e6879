import { describe, expect, it } from 'vitest';
import { rosterCsvText, rosterManifestCsv } from './rosters-csv.js';

describe('rosterCsvText', () => {
  it('quotes fields with commas, quotes and line breaks, joins lists and leaves blanks blank', () => {
    const text = rosterCsvText(
      ['a', 'b', 'c', 'd'],
      [
        { a: 'x,y', b: 'say "hi"', c: ['06', '07'], d: null },
        { a: 'one\ntwo', b: true },
      ],
    );
    expect(text).toBe('a,b,c,d\n"x,y","say ""hi""","06,07",\n"one\ntwo",true,,\n');
  });

  it('writes CRLF and a byte-order mark when asked', () => {
    expect(rosterCsvText(['a'], [{ a: 1 }], { lineEnd: '\r\n', byteOrderMark: true })).toBe(
      '\uFEFFa\r\n1\r\n',
    );
  });
});

describe('rosterManifestCsv', () => {
  it('names every file, absent unless given, and lets a property be replaced or left out', () => {
    const text = rosterManifestCsv(
      { users: 'bulk' },
      { 'oneroster.version': '1.1', 'file.orgs': null },
    );
    expect(text).toContain('oneroster.version,1.1\n');
    expect(text).toContain('file.users,bulk\n');
    expect(text).toContain('file.demographics,absent\n');
    expect(text).not.toContain('file.orgs');
  });
});
