import type { organisations } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { featureMapOf, presentFeatureSettings } from './feature-settings.presenter.js';
import { districtOf, schoolsVisibleTo } from './organisation-scope.js';
import { canSwitchDistrict, canSwitchSchool, type FeatureAdmin } from './organisations.policy.js';
import type { OrganisationsRepository } from './organisations.repository.js';

type FeatureName = organisations.OrganisationFeature;

const NO_SUCH_SCHOOL = 'No such school.';

/** Organisation features: the caller's map, and the switches administrators manage. */
export function createOrganisationsService(deps: { db: Database; repo: OrganisationsRepository }) {
  const { db, repo } = deps;

  /** The administrator's district and schools, as the policy needs them. */
  async function scopeOf(user: AuthUser) {
    const [district, schools] = await Promise.all([
      districtOf(db, user.organisationId),
      schoolsVisibleTo(db, user),
    ]);
    const admin: FeatureAdmin = {
      userType: user.userType,
      organisationId: user.organisationId,
      districtId: district?.kind === 'district' ? district.id : null,
      schoolIds: schools.map((school) => school.id),
    };
    return { admin, district: admin.districtId === null ? null : district, schools };
  }

  async function settingsOf(scope: Awaited<ReturnType<typeof scopeOf>>) {
    const { admin, district, schools } = scope;
    const ids = [...(district ? [district.id] : []), ...schools.map((school) => school.id)];
    return presentFeatureSettings({
      district,
      canSwitchDistrict: canSwitchDistrict(admin),
      schools,
      rows: await repo.rowsOf(ids),
    });
  }

  /** The managed school a token names; any other (another district's, a district) is absent. */
  async function managedSchool(user: AuthUser, schoolToken: string) {
    const scope = await scopeOf(user);
    const school = scope.schools.find((s) => s.token === schoolToken);
    if (!school || !canSwitchSchool(scope.admin, school.id)) throw notFound(NO_SUCH_SCHOOL);
    return { scope, school };
  }

  async function schoolAnswer(scope: Awaited<ReturnType<typeof scopeOf>>, schoolToken: string) {
    const settings = await settingsOf(scope);
    const school = settings.schools.find((s) => s.school_token === schoolToken);
    if (!school) throw notFound(NO_SUCH_SCHOOL);
    return school;
  }

  return {
    managedSchool,

    async featureMap(user: AuthUser) {
      return { features: featureMapOf(await repo.inheritedRows(user.organisationId)) };
    },

    async settings(user: AuthUser) {
      return settingsOf(await scopeOf(user));
    },

    async switchDistrict(user: AuthUser, name: FeatureName, enabled: boolean) {
      const scope = await scopeOf(user);
      if (!canSwitchDistrict(scope.admin) || scope.admin.districtId === null) {
        throw forbidden("Only a district administrator may switch the district's features.");
      }
      await repo.set(scope.admin.districtId, name, enabled);
      return settingsOf(scope);
    },

    async switchSchool(user: AuthUser, schoolToken: string, name: FeatureName, enabled: boolean) {
      const { scope, school } = await managedSchool(user, schoolToken);
      await repo.set(school.id, name, enabled);
      return schoolAnswer(scope, schoolToken);
    },

    async clearSchool(user: AuthUser, schoolToken: string, name: FeatureName) {
      const { scope, school } = await managedSchool(user, schoolToken);
      await repo.clear(school.id, name);
      return schoolAnswer(scope, schoolToken);
    },
  };
}
