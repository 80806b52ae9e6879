import { datesFrom } from '@kitlab/domain';
import type { AuthUser } from '../../plugins/auth.js';
import { presentSchoolHolidays } from './holidays.presenter.js';
import type { HolidaysRepository } from './holidays.repository.js';
import type { SchoolRow } from './organisation-scope.js';

/** The school a token names when the caller manages it, else a 404 (as the feature switches). */
export type ManagedSchool = (user: AuthUser, schoolToken: string) => Promise<{ school: SchoolRow }>;

/** A school's holidays, kept by its administrators (decision 0034). */
export function createHolidaysService(deps: {
  repo: HolidaysRepository;
  managedSchool: ManagedSchool;
}) {
  const { repo, managedSchool } = deps;

  async function answerOf(school: SchoolRow) {
    return presentSchoolHolidays(school, await repo.calendarOf(school.id));
  }

  return {
    async list(user: AuthUser, schoolToken: string) {
      const { school } = await managedSchool(user, schoolToken);
      return answerOf(school);
    },

    /** Weekend days inside are stored too: harmless, and the break reads as one. */
    async add(
      user: AuthUser,
      schoolToken: string,
      range: { name: string; from: string; to: string },
    ) {
      const { school } = await managedSchool(user, schoolToken);
      await repo.close(school.id, datesFrom(range.from, range.to), range.name);
      return answerOf(school);
    },

    async remove(user: AuthUser, schoolToken: string, range: { from: string; to: string }) {
      const { school } = await managedSchool(user, schoolToken);
      await repo.open(school.id, range.from, range.to);
      return answerOf(school);
    },
  };
}
