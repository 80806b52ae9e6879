import type { FileProblems } from './problems.js';
import type { ReadFile, RowBase, RowsOf } from './roster-rows.js';

type AnyRow = RowsOf[ReadFile];

function isRoleRow(row: AnyRow): row is RowsOf['roles'] {
  return 'roleType' in row;
}

/**
 * The rules across the rows of one file, checked row by row in file order so the later line
 * is the one reported: a sourcedId once per file, and in roles.csv at most one primary role per
 * user and organisation (a row being deleted in a delta does not count).
 */
export function fileRowRules(problems: FileProblems): (row: AnyRow) => void {
  const lineOfSourcedId = new Map<string, number>();
  const lineOfPrimary = new Map<string, number>();
  return (row) => {
    checkOnce(
      lineOfSourcedId,
      row.sourcedId,
      row,
      'sourcedId',
      (line) => `sourcedId ${row.sourcedId} is already on line ${line} of this file.`,
    );
    if (isRoleRow(row) && row.roleType === 'primary' && row.status !== 'tobedeleted') {
      checkOnce(
        lineOfPrimary,
        `${row.userSourcedId}\n${row.orgSourcedId}`,
        row,
        'roleType',
        (line) =>
          `User ${row.userSourcedId} already has a primary role at ${row.orgSourcedId} (line ${line}): a user has at most one primary role per organisation.`,
      );
    }
  };

  function checkOnce(
    lines: Map<string, number>,
    key: string,
    row: RowBase,
    field: string,
    message: (line: number) => string,
  ): void {
    if (!key) return;
    const line = lines.get(key);
    if (line === undefined) lines.set(key, row.line);
    else problems.error(row.line, field, message(line));
  }
}
