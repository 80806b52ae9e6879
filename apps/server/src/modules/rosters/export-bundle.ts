import { rosterCsv } from '@kitlab/contract';
import yazl from 'yazl';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { schoolsVisibleTo } from '../organisations/index.js';
import { exportRows, exportStateOf } from './export-rows.js';
import { loadRosterState } from './roster-state.repository.js';

/** The school year a bundle made from the platform names: September to July, by the clock. */
function schoolYearOf(now: Date) {
  const year = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return { startDate: `${year}-09-01`, endDate: `${year + 1}-07-31`, schoolYear: String(year + 1) };
}

/**
 * The roster of what an administrator manages as a OneRoster 1.2 zip (every read file bulk),
 * streamed as it is compressed; `schoolToken` narrows a district's roster to one of its schools
 * (another organisation's school: 404).
 */
export async function exportRosterZip(
  deps: { db: Database; clock: Clock },
  admin: { id: number; organisationId: number; userType: 'S' | 'T' | 'C' },
  schoolToken: string | undefined,
): Promise<NodeJS.ReadableStream> {
  const visible = await schoolsVisibleTo(deps.db, admin);
  const chosen = schoolToken ? visible.filter((s) => s.token === schoolToken) : visible;
  if (schoolToken && chosen.length === 0) throw notFound('No such school.');
  const state = await loadRosterState(deps.db, admin, []);
  const ids = new Set(chosen.map((s) => s.id));
  const { organisation } = state;
  const rows = exportRows({
    organisation,
    district: organisation.kind === 'district' ? organisation : null,
    schools: state.schools.filter((s) => ids.has(s.id)),
    state: exportStateOf(state, ids, schoolToken !== undefined),
    schoolYear: schoolYearOf(deps.clock.now()),
  });
  const zip = new yazl.ZipFile();
  const modes = Object.fromEntries(rosterCsv.ROSTER_READ_FILES.map((f) => [f, 'bulk' as const]));
  zip.addBuffer(Buffer.from(rosterCsv.rosterManifestCsv(modes)), 'manifest.csv');
  for (const file of rosterCsv.ROSTER_READ_FILES) {
    zip.addBuffer(Buffer.from(rosterCsv.rosterFileCsv(file, rows[file])), `${file}.csv`);
  }
  zip.end();
  return zip.outputStream;
}
