import type { learningEvents } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { schoolsVisibleTo } from '../organisations/index.js';
import { moreLink, parseStatementFilters, type StatementsQuery } from './statement-filters.js';
import { inFormat } from './statement-format.js';
import { type Statement, statementOf } from './statements.js';
import type { StatementsRepository } from './statements.repository.js';

/** A statement as the contract's schema sees it: open objects, as xAPI allows. */
const onTheWire = (statement: Statement): learningEvents.Statement => ({
  ...statement,
  object: { ...statement.object },
});

/**
 * The xAPI Statements resource for reads: an administrator's schools' statements, newest stored
 * first, a page at a time. Two round trips whatever the page size: the schools, then the page.
 */
export function createStatementsService(deps: {
  db: Database;
  repo: StatementsRepository;
  baseUrl: string;
}) {
  const { db, repo, baseUrl } = deps;
  return {
    async read(user: AuthUser, query: StatementsQuery) {
      const filters = parseStatementFilters(query, baseUrl);
      const schoolIds = (await schoolsVisibleTo(db, user)).map((school) => school.id);
      if (filters === null || schoolIds.length === 0) return { statements: [], more: '' };
      const rows = await repo.page({ ...filters, schoolIds });
      const shown = rows.slice(0, filters.limit);
      const last = shown.at(-1);
      return {
        statements: shown.map((row) =>
          inFormat(onTheWire(statementOf(row, baseUrl)), query.format),
        ),
        more: rows.length > filters.limit && last ? moreLink(query, last.event.seq) : '',
      };
    },
  };
}
