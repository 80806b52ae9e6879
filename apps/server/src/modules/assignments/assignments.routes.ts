import { assignments } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createAssignmentReader } from './assignment-reader.service.js';
import { createAssignmentsRepository } from './assignments.repository.js';
import { createCalendarService } from './calendar.service.js';
import { createClassSummaryService } from './class-summary.service.js';
import { createKitFactsCache } from './kit-facts.cache.js';
import { createListsService } from './lists.service.js';
import { createManageService } from './manage.service.js';
import { createProgressService } from './progress.service.js';
import { createViewerService } from './viewer.service.js';

/** Every call of the assignments contract: validate, authorize (roles), service, present. */
export function registerAssignmentsRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  const repo = createAssignmentsRepository(db, ctx.learningEvents);
  const viewers = createViewerService(db);
  const reader = createAssignmentReader(db, clock, createKitFactsCache(db));
  const manage = createManageService({
    db,
    events: ctx.learningEvents,
    clock,
    repo,
    viewers,
    reader,
  });
  const calendar = createCalendarService({ db, viewers, reader });
  const lists = createListsService({ db, viewers, reader });
  const progress = createProgressService({ db, repo, viewers });
  const classes = createClassSummaryService({ db, viewers, reader });

  registerCall(app, ctx, assignments.createAssignments, ({ user, body }) =>
    manage.create(user, body),
  );
  registerCall(app, ctx, assignments.updateAssignment, ({ user, body }) =>
    manage.update(user, body),
  );
  registerCall(app, ctx, assignments.completeAssignment, ({ user, body }) =>
    manage.complete(user, body.assignment_id, body.completed),
  );
  registerCall(app, ctx, assignments.getClassStatus, ({ user, body }) =>
    manage.classStatus(user, body),
  );

  registerCall(app, ctx, assignments.getDueCounts, ({ user, body }) =>
    calendar.dueCounts(user, body),
  );
  registerCall(app, ctx, assignments.listDueOnDate, ({ user, body }) =>
    calendar.forDueDate(user, body),
  );
  registerCall(app, ctx, assignments.listDueOnDateGet, ({ user, query }) =>
    calendar.forDueDate(user, query),
  );
  registerCall(app, ctx, assignments.getYearly, ({ user, body }) => calendar.yearly(user, body));
  registerCall(app, ctx, assignments.getYearlyGet, ({ user, query }) =>
    calendar.yearly(user, query),
  );

  registerCall(app, ctx, assignments.listClassrooms, ({ user, body }) =>
    lists.classroom(user, body),
  );
  registerCall(app, ctx, assignments.listRecentByGroup, ({ user, body }) =>
    lists.groupedRecent(user, body),
  );
  registerCall(app, ctx, assignments.listStudentClassAssignments, ({ user, body }) =>
    lists.studentClass(user, body),
  );

  registerCall(app, ctx, assignments.listStudentsCompleted, ({ user, body }) =>
    progress.studentsCompleted(user, body.assignment_id),
  );
  registerCall(app, ctx, assignments.getStudentCompletion, ({ user, body }) =>
    progress.completeFor(user, body.assignment_id, body.student),
  );
  registerCall(app, ctx, assignments.getActivityCompletion, ({ user, body }) =>
    progress.activityComplete(user, body.assignment_id, body.activity_id),
  );
  registerCall(app, ctx, assignments.getActivityStats, ({ user, body }) =>
    progress.activityStats(user, body.assignment_id),
  );

  registerCall(app, ctx, assignments.listClassAssignments, ({ user, query }) =>
    classes.assignments(user, query.class_id),
  );
  registerCall(app, ctx, assignments.listClassAssignmentsPost, ({ user, body }) =>
    classes.assignments(user, body.class_id),
  );
  registerCall(app, ctx, assignments.getClassCompletion, ({ user, query }) =>
    classes.completion(user, query.class_id),
  );
  registerCall(app, ctx, assignments.getClassCompletionPost, ({ user, body }) =>
    classes.completion(user, body.class_id),
  );
}
