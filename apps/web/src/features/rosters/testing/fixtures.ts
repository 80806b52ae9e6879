import type { rosters } from '@kitlab/contract';

/** A guardian's row of roles.csv: Kitlab keeps no guardians. */
const GUARDIAN_WARNING: rosters.RosterProblem = {
  file: 'roles.csv',
  line: 5,
  field: 'role',
  severity: 'warning',
  message: 'Kitlab has no guardian accounts: nothing of this person is kept.',
};

/** A dry run of a bundle adding a class with two students and a teacher, and one guardian. */
export function dryRunFixture(
  overrides: Partial<rosters.RosterImportResult> = {},
): rosters.RosterImportResult {
  return {
    mode: 'dry-run',
    counts: {
      'orgs.csv': { created: 0, updated: 0, deactivated: 0, unchanged: 1 },
      'classes.csv': { created: 1, updated: 0, deactivated: 0, unchanged: 0 },
      'users.csv': { created: 3, updated: 0, deactivated: 0, unchanged: 0 },
    },
    problems: [GUARDIAN_WARNING],
    changes: [
      { file: 'classes.csv', sourced_id: 'class-9z', action: 'created', label: 'Class 9Z' },
      { file: 'users.csv', sourced_id: 'stu-1', action: 'created', label: 'Student Ada Lovelace' },
      { file: 'users.csv', sourced_id: 'stu-2', action: 'created', label: 'Student Alan Turing' },
      { file: 'users.csv', sourced_id: 'tea-1', action: 'created', label: 'Teacher Grace Hopper' },
    ],
    ...overrides,
  };
}

/** A dry run refused for errors: a class with an unknown grade and a user with no name. */
export function refusedFixture(): rosters.RosterImportResult {
  return dryRunFixture({
    problems: [
      GUARDIAN_WARNING,
      {
        file: 'users.csv',
        line: 3,
        field: 'givenName',
        severity: 'error',
        message: 'A user needs a given name.',
      },
      {
        file: 'classes.csv',
        line: null,
        field: null,
        severity: 'warning',
        message: 'The file has a metadata column Kitlab does not read.',
      },
      {
        file: 'classes.csv',
        line: 2,
        field: 'grades',
        severity: 'error',
        message: 'PS is not a grade Kitlab has: use KG or 01 to 12.',
      },
    ],
  });
}
