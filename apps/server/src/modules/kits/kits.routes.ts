import { kits } from '@kitlab/contract';
import { registerCall } from '../../plugins/calls.js';
import { registerActivityRoutes } from './activities.routes.js';
import { createContentRepository } from './content.repository.js';
import { createContentService } from './content.service.js';
import { createKitAccess } from './kit-access.js';
import type { KitAssignmentSource } from './kit-assignments.js';
import { createKitCatalogue } from './kit-catalogue.js';
import { createKitMediaStore, kitMediaRoot } from './kit-media.js';
import { registerKitMediaRoute } from './kit-media.routes.js';
import type { KitsContext } from './kits-context.js';
import { registerKitsV2Routes } from './kits-v2.routes.js';
import { createLibraryRepository } from './library.repository.js';
import { createLibraryService } from './library.service.js';

export interface KitsModuleOptions {
  /** Where assignment status comes from: the assignments module's source. */
  assignments: KitAssignmentSource;
}

/** The kit library: teacher and student library, kit content, activities and kit media. */
export function registerKitsRoutes(ctx: KitsContext, options: KitsModuleOptions): void {
  const { app } = ctx;
  const source = options.assignments;
  const libraryRepository = createLibraryRepository(ctx.db, source);
  // Kits' facts and content, kept by this app for its life (see kit-catalogue.ts).
  const catalogue = createKitCatalogue(libraryRepository, createContentRepository(ctx.db));
  const access = createKitAccess(ctx.db, source, catalogue);
  const library = createLibraryService({ access, library: libraryRepository, source });
  const content = createContentService({ access, source });

  registerCall(app, ctx, kits.listTeacherLibrary, ({ user, body }) => library.listKits(user, body));
  registerCall(app, ctx, kits.listTeacherLibraryGet, ({ user, query }) =>
    library.listKits(user, query),
  );
  registerCall(app, ctx, kits.listStudentLibrary, ({ user, body }) => library.listKits(user, body));
  registerCall(app, ctx, kits.listStudentLibraryGet, ({ user, query }) =>
    library.listKits(user, query),
  );
  registerCall(app, ctx, kits.getTeacherKitTopic, ({ user, query }) =>
    content.teacherContent(user, query.kit_token),
  );
  registerCall(app, ctx, kits.getStudentKitTopic, ({ user, query }) =>
    content.studentContent(user, query.kit_token, query.class),
  );
  registerCall(app, ctx, kits.listTeacherClasses, ({ user }) => library.classes(user));
  registerCall(app, ctx, kits.listStudentClasses, ({ user }) => library.classes(user));
  registerCall(app, ctx, kits.listTeacherRecentlyAssigned, ({ user, query }) =>
    library.recentlyAssigned(user, query),
  );
  registerCall(app, ctx, kits.listStudentRecentlyAssigned, ({ user, query }) =>
    library.recentlyAssigned(user, query),
  );

  const media = createKitMediaStore(kitMediaRoot(ctx.config.DATA_DIR));
  registerKitsV2Routes(ctx, library, content);
  registerActivityRoutes(ctx, content, media);
  registerKitMediaRoute(ctx, access.content, media);
}
