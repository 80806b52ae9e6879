import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail.js';
import { pageResult } from '../../lib/paging.js';
import type { AuthUser } from '../../plugins/auth.js';
import { schoolsVisibleTo } from '../organisations/index.js';
import { presentOutboxMessage } from './outbox.presenter.js';
import { createOutboxRepository } from './outbox.repository.js';

/** The development mailbox of an administrator: the mail of their organisation and schools. */
export function createOutboxService(deps: { db: Database; mailer: Mailer }) {
  const repo = createOutboxRepository(deps.db);

  return {
    async list(user: AuthUser, query: { page: number; per_page: number }) {
      // With a real SMTP server there is nothing to read here, and no development page to show.
      if (deps.mailer.delivery === 'smtp') {
        throw notFound('The development mailbox is off: mail is delivered by the SMTP server.');
      }
      const schools = await schoolsVisibleTo(deps.db, user);
      const scope = [user.organisationId, ...schools.map((s) => s.id)];
      const offset = (query.page - 1) * query.per_page;
      const { total, rows } = await repo.page(scope, query.per_page, offset);
      return {
        ...pageResult(rows.map(presentOutboxMessage), total, query.page, query.per_page),
        delivery: deps.mailer.delivery,
      };
    },
  };
}
