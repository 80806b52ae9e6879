import type { rosters } from '@kitlab/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/errors.js';
import type { Mailer, MailMessage } from '../../lib/mail.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { sendMails } from '../accounts/index.js';
import { applyImportWrites } from './apply-import.js';
import type { RosterBundle } from './bundle/roster-rows.js';
import { planImport } from './plan/plan-import.js';
import { rosterEmailOf } from './plan/plan-people.js';
import { loadRosterState } from './roster-state.repository.js';

/**
 * A failed write, without the statement's parameters: they hold the bundle's names and emails,
 * and the error handler logs what it is given (decision 0058: logs name no one).
 */
function withoutPersonalData(error: unknown): Error {
  const code = (error as { cause?: { code?: string }; code?: string }).cause?.code;
  return new Error(`The roster import's transaction failed (PostgreSQL ${code ?? 'error'}).`);
}

/**
 * Imports per organisation per hour: a district's takes minutes of the database, and a screen
 * needs a few dry runs and an apply.
 */
const IMPORTS_PER_HOUR: RateRule = { bucket: 'roster-import', limit: 60, windowSeconds: 3600 };

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
  limiter: RateLimiter;
  publicUrl: string;
}) {
  const emailsOf = (bundle: RosterBundle) =>
    bundle.files.users.rows.flatMap((r) => (r.email ? [rosterEmailOf(r)] : []));

  async function plan(db: Database, admin: RosterAdmin, bundle: RosterBundle) {
    return planImport(bundle, await loadRosterState(db, admin, emailsOf(bundle)));
  }

  /** Plans and writes in one transaction, one import per organisation at a time. */
  function apply(admin: RosterAdmin, bundle: RosterBundle) {
    return deps.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('roster import'), ${admin.organisationId})`,
      );
      const planned = await plan(tx, admin, bundle);
      const mails: MailMessage[] = planned.refused
        ? []
        : await applyImportWrites(tx, planned.writes, {
            organisationId: admin.organisationId,
            adminId: admin.id,
            now: deps.clock.now(),
            publicUrl: deps.publicUrl,
          });
      return { planned, mails };
    });
  }

  return {
    /** Counts an import against its organisation's hourly allowance; 429 beyond it. */
    async admit(admin: RosterAdmin): Promise<void> {
      const claim = { rule: IMPORTS_PER_HOUR, key: String(admin.organisationId) };
      const rate = await deps.limiter.take([claim]);
      if (rate.limited)
        throw tooManyRequests(
          'Too many roster imports. Please wait and try again.',
          rate.retryAfterSeconds,
        );
    },

    async importBundle(
      admin: RosterAdmin,
      bundle: RosterBundle,
      mode: rosters.RosterImportMode,
    ): Promise<RosterImportOutcome> {
      const { planned, mails } =
        mode === 'dry-run'
          ? { planned: await plan(deps.db, admin, bundle), mails: [] }
          : await apply(admin, bundle).catch((error: unknown) => {
              throw withoutPersonalData(error);
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
