import type { studentRecords } from '@kitlab/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { schoolsVisibleTo } from '../organisations/index.js';
import { createRetentionRepository } from './retention.repository.js';

type SetBody = z.output<NonNullable<typeof studentRecords.setRetention.body>>;

/** What an administrator manages: their school, or their district and its schools. */
async function managedOrganisations(db: Database, admin: AuthUser) {
  const schools = await schoolsVisibleTo(db, admin);
  const ids = schools.map((school) => school.id);
  // A district administrator's own organisation is the district, above its schools.
  return ids.includes(admin.organisationId) ? ids : [admin.organisationId, ...ids];
}

/** Administrators read and set how long former students' data is kept where they manage. */
export function createRetentionService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const repo = createRetentionRepository(db);

  const managedSettings = async (admin: AuthUser) =>
    repo.settingsOf(await managedOrganisations(db, admin));

  async function settings(admin: AuthUser) {
    const rows = await managedSettings(admin);
    return { settings: rows.map(({ id: _id, ...setting }) => setting) };
  }

  return {
    settings,

    async set(admin: AuthUser, body: SetBody) {
      const managed = await managedSettings(admin);
      const target = managed.find((o) => o.organisation_token === body.organisation_token);
      if (!target) throw notFound('No such organisation.');
      await repo.set(target.id, body.former_student_days, clock.now());
      return settings(admin);
    },
  };
}
