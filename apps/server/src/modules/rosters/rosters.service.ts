import type { rosters } from '@kitlab/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer, MailMessage } from '../../lib/mail.js';
import { sendMails } from '../accounts/index.js';
import { applyImportWrites } from './apply-import.js';
import type { RosterBundle } from './bundle/roster-rows.js';
import { planImport } from './plan/plan-import.js';
import { loadRosterState } from './roster-state.repository.js';

export interface RosterAdmin {
  id: number;
  organisationId: number;
}

/** The answer of an import, and whether it was refused (any error: nothing changed). */
export interface RosterImportOutcome {
  result: rosters.RosterImportResult;
  refused: boolean;
}

/**
 * Imports a read bundle into the administrator's organisation: a dry run plans it; an apply
 * plans and writes it in one transaction (one import per organisation at a time), then sends
 * the new accounts their welcome emails once it has committed.
 */
export function createRosterImports(deps: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
}) {
  const emailsOf = (bundle: RosterBundle) =>
    bundle.files.users.rows.flatMap((r) => (r.email ? [r.email.trim().toLowerCase()] : []));

  async function plan(db: Database, admin: RosterAdmin, bundle: RosterBundle) {
    return planImport(bundle, await loadRosterState(db, admin, emailsOf(bundle)));
  }

  return {
    async importBundle(
      admin: RosterAdmin,
      bundle: RosterBundle,
      mode: rosters.RosterImportMode,
    ): Promise<RosterImportOutcome> {
      let mails: MailMessage[] = [];
      const planned =
        mode === 'dry-run'
          ? await plan(deps.db, admin, bundle)
          : await deps.db.transaction(async (tx) => {
              await tx.execute(
                sql`select pg_advisory_xact_lock(hashtext('roster import'), ${admin.organisationId})`,
              );
              const p = await plan(tx, admin, bundle);
              if (!p.refused) {
                mails = await applyImportWrites(tx, p.writes, {
                  organisationId: admin.organisationId,
                  adminId: admin.id,
                  now: deps.clock.now(),
                  publicUrl: deps.publicUrl,
                });
              }
              return p;
            });
      const problems = [...planned.problems];
      try {
        await sendMails(deps.mailer, mails);
      } catch {
        // After the commit: the accounts stay, and an administrator resends their links.
        problems.push({
          file: 'users.csv',
          line: null,
          field: null,
          severity: 'warning',
          message:
            'Some welcome emails could not be sent: send those users a link from their page.',
        });
      }
      return {
        result: { mode, counts: planned.counts, problems, changes: planned.changes },
        refused: planned.refused,
      };
    },
  };
}
