import { companion } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createClassViewRepository } from './class-view.repository.js';
import { createClassViewService } from './class-view.service.js';
import { createStudentGuideRepository } from './student-guide.repository.js';
import { createStudentGuideService } from './student-guide.service.js';

/** The learning companion's guide (students) and class view (teachers). */
export function registerCompanionRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  const guide = createStudentGuideService(createStudentGuideRepository(db));
  const classView = createClassViewService({ repo: createClassViewRepository(db), clock });

  registerCall(app, ctx, companion.getStudentGuide, ({ user }) => guide.guide(user));
  registerCall(app, ctx, companion.getTeacherClass, ({ user, query }) =>
    classView.classView(user, query.teacher_assign_id),
  );
}
