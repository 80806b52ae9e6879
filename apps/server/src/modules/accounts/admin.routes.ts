import { accounts } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/errors.js';
import { districtOf, schoolsVisibleTo } from '../../lib/organisation-scope.js';
import { pageResult } from '../../lib/paging.js';
import { registerCall } from '../../plugins/calls.js';
import { createAdminService } from './admin.service.js';
import { createHierarchyRepository } from './hierarchy.repository.js';
import { createRecoveryRepository } from './recovery.repository.js';

/** User administration for administrators, and the organisation hierarchy for staff. */
export function registerAdminRoutes(ctx: AppContext): void {
  const { app } = ctx;
  const service = createAdminService({ ...ctx, recovery: createRecoveryRepository(ctx.db) });
  const hierarchy = createHierarchyRepository(ctx.db);

  registerCall(app, ctx, accounts.listUsers, ({ user, query }) => service.list(user, query));
  registerCall(app, ctx, accounts.createUser, ({ user, body }) => service.create(user, body));
  registerCall(app, ctx, accounts.getUser, ({ user, params }) =>
    service.get(user, params.user_token),
  );
  registerCall(app, ctx, accounts.updateUser, ({ user, params, body }) =>
    service.update(user, params.user_token, body),
  );
  registerCall(app, ctx, accounts.assignTeaching, ({ user, params, body }) =>
    service.assignTeaching(user, params.user_token, body.class_id, body.subject_id),
  );
  registerCall(app, ctx, accounts.removeTeaching, ({ user, params }) =>
    service.removeTeaching(user, params.user_token, params.teacher_assign_id),
  );
  registerCall(app, ctx, accounts.sendResetLink, ({ user, params }) =>
    service.sendResetLink(user, params.user_token),
  );
  registerCall(app, ctx, accounts.validateUser, ({ body }) => service.validateEmail(body.email));

  registerCall(app, ctx, accounts.hierarchyLov, async ({ user }) => {
    const [schools, district] = await Promise.all([
      schoolsVisibleTo(ctx.db, user),
      districtOf(ctx.db, user.organisationId),
    ]);
    const [classRows, grades, subjects] = await Promise.all([
      hierarchy.classesOf(schools.map((s) => s.id)),
      hierarchy.grades(),
      hierarchy.subjects(),
    ]);
    return {
      district: district ? { organisation_token: district.token, name: district.name } : null,
      schools: schools.map((school) => ({
        school_token: school.token,
        name: school.name,
        classes: classRows
          .filter((c) => c.schoolId === school.id)
          .map(({ schoolId: _, ...c }) => c),
      })),
      grades: grades.map((g) => ({ id: g.id, number: g.number, name: g.name })),
      subjects: subjects.map((s) => ({ id: s.id, name: s.name })),
    };
  });

  registerCall(app, ctx, accounts.listOutbox, async ({ user, query }) => {
    // With a real SMTP server there is nothing to read here, and no development page to show.
    if (ctx.mailer.delivery === 'smtp') {
      throw notFound('The development mailbox is off: mail is delivered by the SMTP server.');
    }
    const schools = await schoolsVisibleTo(ctx.db, user);
    const scope = [user.organisationId, ...schools.map((s) => s.id)];
    const { total, rows } = await hierarchy.outbox(
      scope,
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    const messages = rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      created_at: row.createdAt.toISOString(),
    }));
    return {
      ...pageResult(messages, total, query.page, query.per_page),
      delivery: ctx.mailer.delivery,
    };
  });
}
