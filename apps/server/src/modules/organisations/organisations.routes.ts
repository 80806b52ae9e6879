import { organisations } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createHolidaysRepository } from './holidays.repository.js';
import { createHolidaysService } from './holidays.service.js';
import { createOrganisationsRepository } from './organisations.repository.js';
import { createOrganisationsService } from './organisations.service.js';

/**
 * Organisation features: everyone reads their map; administrators switch (decision 0024).
 * School holidays: administrators keep them for the schools they manage (decision 0034).
 */
export function registerOrganisationsRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  const service = createOrganisationsService({ db, repo: createOrganisationsRepository(db) });

  registerCall(app, ctx, organisations.getFeatures, ({ user }) => service.featureMap(user));
  registerCall(app, ctx, organisations.listFeatureSettings, ({ user }) => service.settings(user));
  registerCall(app, ctx, organisations.switchDistrictFeature, ({ user, body }) =>
    service.switchDistrict(user, body.name, body.enabled),
  );
  registerCall(app, ctx, organisations.switchSchoolFeature, ({ user, params, body }) =>
    service.switchSchool(user, params.school_token, body.name, body.enabled),
  );
  registerCall(app, ctx, organisations.clearSchoolFeature, ({ user, params, query }) =>
    service.clearSchool(user, params.school_token, query.name),
  );

  const holidays = createHolidaysService({
    repo: createHolidaysRepository(db),
    managedSchool: service.managedSchool,
  });
  registerCall(app, ctx, organisations.listSchoolHolidays, ({ user, params }) =>
    holidays.list(user, params.school_token),
  );
  registerCall(app, ctx, organisations.addSchoolBreak, ({ user, params, body }) =>
    holidays.add(user, params.school_token, body),
  );
  registerCall(app, ctx, organisations.removeSchoolHolidays, ({ user, params, query }) =>
    holidays.remove(user, params.school_token, query),
  );
}
