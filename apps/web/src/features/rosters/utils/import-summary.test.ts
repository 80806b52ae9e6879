import { describe, expect, it } from 'vitest';
import { dryRunFixture, refusedFixture } from '../testing/fixtures';
import {
  changesInWords,
  megabytes,
  problemPlace,
  problemsByFile,
  totalCounts,
  unlistedChanges,
} from './import-summary';

describe('import summary', () => {
  it('adds the files’ counts up and says what applying will do and did', () => {
    const { counts } = dryRunFixture();
    expect(totalCounts(counts)).toEqual({ created: 4, updated: 0, deactivated: 0, unchanged: 1 });
    expect(changesInWords(counts, 'will')).toBe(
      '4 records will be created, 0 changed and 0 deactivated.',
    );
    expect(changesInWords(counts, 'did')).toBe(
      '4 records were created, 0 changed and 0 deactivated.',
    );
    const one = { 'users.csv': { created: 1, updated: 2, deactivated: 1200, unchanged: 0 } };
    expect(changesInWords(one, 'did')).toBe(
      '1 record was created, 2 changed and 1,200 deactivated.',
    );
    const none = { 'users.csv': { created: 0, updated: 0, deactivated: 0, unchanged: 9 } };
    expect(changesInWords(none, 'will')).toBe('Nothing will change.');
  });

  it('counts the changes the answer does not list', () => {
    expect(unlistedChanges(dryRunFixture())).toBe(0);
    expect(unlistedChanges(dryRunFixture({ changes: [] }))).toBe(4);
  });

  it('groups problems by file, files with errors first and errors first in each', () => {
    const groups = problemsByFile(refusedFixture().problems);
    expect(groups.map((group) => [group.file, group.errors, group.warnings])).toEqual([
      ['users.csv', 1, 0],
      ['classes.csv', 1, 1],
      ['roles.csv', 0, 1],
    ]);
    expect(groups[1]?.problems.map((problem) => problem.severity)).toEqual(['error', 'warning']);
  });

  it('says where a problem is', () => {
    expect(problemPlace({ line: 4, field: 'role' })).toBe('Line 4, field role');
    expect(problemPlace({ line: 4, field: null })).toBe('Line 4');
    expect(problemPlace({ line: null, field: 'password' })).toBe('Field password');
    expect(problemPlace({ line: null, field: null })).toBe('The whole file');
  });

  it('writes sizes in megabytes', () => {
    expect(megabytes(100 * 1024 * 1024)).toBe('100 MB');
    expect(megabytes(12_900_000)).toBe('12.3 MB');
    expect(megabytes(2_000)).toBe('0.1 MB');
    expect(megabytes(0)).toBe('0 MB');
  });
});
