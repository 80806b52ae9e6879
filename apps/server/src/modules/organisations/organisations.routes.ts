import { organisation } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createOrganisationsRepository } from './organisations.repository.js';
import { createOrganisationsService } from './organisations.service.js';

/** Organisation features: everyone reads their map; administrators switch (decision 0024). */
export function registerOrganisationsRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  const service = createOrganisationsService({ db, repo: createOrganisationsRepository(db) });

  registerCall(app, ctx, organisation.getFeatures, ({ user }) => service.featureMap(user));
  registerCall(app, ctx, organisation.listFeatureSettings, ({ user }) => service.settings(user));
  registerCall(app, ctx, organisation.switchDistrictFeature, ({ user, body }) =>
    service.switchDistrict(user, body.name, body.enabled),
  );
  registerCall(app, ctx, organisation.switchSchoolFeature, ({ user, params, body }) =>
    service.switchSchool(user, params.school_token, body.name, body.enabled),
  );
  registerCall(app, ctx, organisation.clearSchoolFeature, ({ user, params, query }) =>
    service.clearSchool(user, params.school_token, query.name),
  );
}
