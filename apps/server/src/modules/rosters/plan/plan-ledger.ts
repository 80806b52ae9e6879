import { rosters } from '@kitlab/contract';
import type { ReadFile, RosterBundle, RowBase, RowsOf } from '../bundle/roster-rows.js';
import type { RecordState, Ref, RosterState } from '../roster-state.js';
import { emptyWrites, type ImportWrites } from './import-writes.js';

type Action = 'created' | 'updated' | 'deactivated' | 'unchanged';

export const fileName = (file: ReadFile) => `${file}.csv`;

/** The fields of a row a roster record keeps: the row without its place, status and extensions. */
export function dataOf(row: RowBase): Record<string, unknown> {
  const { line: _line, status: _status, dateLastModified: _date, metadata: _m, ...data } = row;
  return data;
}

/** Key order aside (jsonb keeps its own), whether two records' fields are the same. */
export function sameData(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What a plan builds up while it reads the bundle against the organisation's state: problems,
 * counts and changes per file, the writes, and the roster records by file and sourcedId.
 */
export class PlanLedger {
  readonly problems: rosters.RosterProblem[];
  readonly counts: Record<string, rosters.RosterFileCounts> = {};
  readonly changes: rosters.RosterChange[] = [];
  readonly writes: ImportWrites = emptyWrites();
  private readonly records = new Map<string, Map<string, RecordState>>();
  /** Records ended because their person left (`file/sourcedId`), gone from `effective`. */
  private readonly endedWithPeople = new Set<string>();

  constructor(
    readonly bundle: RosterBundle,
    readonly state: RosterState,
  ) {
    this.problems = [...bundle.problems];
    for (const record of state.records) {
      const byId = this.records.get(record.file) ?? new Map<string, RecordState>();
      byId.set(record.sourcedId, record);
      this.records.set(record.file, byId);
    }
    for (const [file, content] of Object.entries(bundle.files)) {
      if (content.mode !== 'absent') this.counts[fileName(file as ReadFile)] = zeroCounts();
    }
  }

  record(file: ReadFile, sourcedId: string): RecordState | undefined {
    return this.records.get(file)?.get(sourcedId);
  }

  recordsOf(file: ReadFile): RecordState[] {
    return [...(this.records.get(file)?.values() ?? [])];
  }

  error(file: ReadFile, line: number | null, field: string | null, message: string): void {
    this.problems.push({ file: fileName(file), line, field, severity: 'error', message });
  }

  /** An error on a row naming a record neither in the bundle nor imported before. */
  unknown(
    file: ReadFile,
    line: number | null,
    field: string,
    what: string,
    sourcedId: string,
  ): void {
    this.error(file, line, field, `No ${what} "${sourcedId}" in this bundle or imported before.`);
  }

  warning(file: ReadFile, line: number | null, field: string | null, message: string): void {
    this.problems.push({ file: fileName(file), line, field, severity: 'warning', message });
  }

  hasErrorIn(file: ReadFile): boolean {
    return this.problems.some((p) => p.file === fileName(file) && p.severity === 'error');
  }

  /** Counts a record's outcome and lists it among the changes unless it is unchanged. */
  count(file: ReadFile, sourcedId: string, action: Action, label: string): void {
    const counts = this.counts[fileName(file)] ?? zeroCounts();
    counts[action] += 1;
    this.counts[fileName(file)] = counts;
    if (action !== 'unchanged' && this.changes.length < rosters.ROSTER_CHANGES_LISTED) {
      this.changes.push({ file: fileName(file), sourced_id: sourcedId, action, label });
    }
  }

  /**
   * Counts a row that keeps or makes a roster record: `platformChanged` says whether its
   * platform row (if any) changes. A row already in force without a record of it (a record the
   * platform made, exported with its token) is unchanged; its record is written all the same.
   */
  settle(
    file: ReadFile,
    row: RowBase,
    label: string,
    links: { record: Ref | null; user: Ref | null; platformChanged: boolean; inForce: boolean },
  ): Action {
    const data = dataOf(row);
    const known = this.record(file, row.sourcedId);
    const recordSame = known?.active === true && sameData(known.data, data);
    const action: Action = links.platformChanged
      ? known || links.inForce
        ? 'updated'
        : 'created'
      : recordSame || (!known && links.inForce)
        ? 'unchanged'
        : known
          ? 'updated'
          : 'created';
    this.count(file, row.sourcedId, action, label);
    if (!recordSame || links.platformChanged || known?.recordId !== links.record) {
      this.writes.records.push({
        file,
        sourcedId: row.sourcedId,
        record: links.record,
        user: links.user,
        data,
        active: true,
      });
    }
    return action;
  }

  /** Marks a record no longer sent (bulk) or sent as `tobedeleted` (delta) inactive. */
  deactivateRecord(record: RecordState, label: string): void {
    this.count(record.file, record.sourcedId, 'deactivated', label);
    this.writes.records.push({
      file: record.file,
      sourcedId: record.sourcedId,
      record: record.recordId,
      user: null,
      data: record.data,
      active: false,
    });
  }

  /**
   * Ends the roles and enrolments of people whose record ended, where the bundle does not send
   * those files in bulk (a bulk file ends what it leaves out itself).
   */
  endRecordsOfPeople(sourcedIds: ReadonlySet<string>): void {
    if (sourcedIds.size === 0) return;
    for (const file of ['roles', 'enrollments'] as const) {
      const mode = this.bundle.files[file].mode;
      if (mode === 'bulk') continue;
      const sent = new Set(this.bundle.files[file].rows.map((r) => r.sourcedId));
      for (const record of this.recordsOf(file)) {
        const person = String(record.data.userSourcedId);
        if (!record.active || sent.has(record.sourcedId) || !sourcedIds.has(person)) continue;
        this.endedWithPeople.add(`${file}/${record.sourcedId}`);
        if (mode === 'delta')
          this.deactivateRecord(record, `${file === 'roles' ? 'Role' : 'Enrolment'} of ${person}`);
        else
          this.writes.records.push({
            ...record,
            record: record.recordId,
            user: null,
            active: false,
          });
      }
    }
  }

  /**
   * The rows a file sends as active, and the active records it ends: in bulk those missing from
   * the file, in delta those sent as `tobedeleted`. An absent file ends nothing.
   */
  rowsOf<F extends ReadFile>(file: F): { rows: RowsOf[F][]; ended: RecordState[] } {
    const content = this.bundle.files[file];
    if (content.mode === 'absent') return { rows: [], ended: [] };
    const rows = content.rows.filter((row) => row.status !== 'tobedeleted') as RowsOf[F][];
    if (content.mode === 'bulk') {
      const sent = new Set(content.rows.map((row) => row.sourcedId));
      const ended = this.recordsOf(file).filter((r) => r.active && !sent.has(r.sourcedId));
      return { rows, ended };
    }
    const ended = content.rows
      .filter((row) => row.status === 'tobedeleted')
      .map((row) => this.record(file, row.sourcedId))
      .filter((r): r is RecordState => r?.active === true);
    return { rows, ended };
  }

  /**
   * A file's records as they stand once the bundle is applied, by sourcedId: the active records
   * (none when the file is sent in bulk) with the bundle's rows over them, ended ones (also
   * those ended with their person) left out.
   */
  effective<F extends ReadFile>(
    file: F,
  ): Map<string, Omit<RowsOf[F], keyof RowBase> & { sourcedId: string; line: number | null }> {
    const { rows, ended } = this.rowsOf(file);
    const result = new Map<string, Record<string, unknown>>();
    if (this.bundle.files[file].mode !== 'bulk') {
      for (const r of this.recordsOf(file))
        if (r.active && !this.endedWithPeople.has(`${file}/${r.sourcedId}`))
          result.set(r.sourcedId, { ...r.data, sourcedId: r.sourcedId, line: null });
    }
    for (const r of ended) result.delete(r.sourcedId);
    for (const row of rows) result.set(row.sourcedId, row as unknown as Record<string, unknown>);
    return result as never;
  }
}

function zeroCounts(): rosters.RosterFileCounts {
  return { created: 0, updated: 0, deactivated: 0, unchanged: 0 };
}
