import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { type Config, publicUrl } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { type Clock, systemClock } from './lib/clock.js';
import { livePublisher } from './lib/live-publisher.js';
import { loggerOptions } from './lib/logging/logger-options.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { createPayloadKeys } from './lib/payload-encryption.js';
import { RateLimiter } from './lib/rate-limiter.js';
import type { FileStore } from './lib/storage/file-store.js';
import { createLocalFileStore, uploadsRoot } from './lib/storage/local-disk-store.js';
import { createSigningSecret } from './lib/storage/url-signing.js';
import { enrollInCompanion, registerAccountsRoutes } from './modules/accounts/index.js';
import { registerActivitiesRoutes } from './modules/activities/index.js';
import {
  createKitAssignmentSource,
  registerAssignmentsRoutes,
} from './modules/assignments/index.js';
import { registerCompanionRoutes } from './modules/companion/index.js';
import { registerCoreRoutes } from './modules/core/index.js';
import { registerDerivedViewsRoutes } from './modules/derived-views/index.js';
import { registerDiscussionsRoutes } from './modules/discussions/index.js';
import { registerGradebookRoutes } from './modules/gradebook/index.js';
import { registerKitsRoutes } from './modules/kits/index.js';
import {
  createLearningEventRecorder,
  registerBrowserEventRoutes,
  registerLearningEventsRoutes,
} from './modules/learning-events/index.js';
import { registerLiveRoutes } from './modules/live/index.js';
import { registerNotificationsRoutes } from './modules/notifications/index.js';
import {
  createSchoolCalendars,
  registerOrganisationsRoutes,
} from './modules/organisations/index.js';
import { createWebPush, registerPushRoutes } from './modules/push/index.js';
import { registerReportsRoutes } from './modules/reports/index.js';
import { registerRewardsRoutes } from './modules/rewards/index.js';
import { registerRostersRoutes } from './modules/rosters/index.js';
import { registerStaffReadsRoutes } from './modules/staff-reads/index.js';
import { registerStreaksRoutes } from './modules/streaks/index.js';
import {
  registerRetentionRoutes,
  registerStudentRecordsRoutes,
} from './modules/student-records/index.js';
import { registerUploadsRoutes } from './modules/uploads/index.js';
import { createSessionLookup, registerTokenVersionCheck } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { registerDraining } from './plugins/draining.js';
import { registerErrorHandling } from './plugins/errors.js';
import { answerClientError, answerFrameworkError } from './plugins/framework-errors.js';
import { registerOpenApiDocument } from './plugins/openapi-document.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerShiftableClock } from './plugins/test-clock.js';
import { registerWebApp } from './plugins/web-app.js';
import { registerConsumers, registerJobs } from './wiring.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox table. */
  mailer?: Mailer;
  /** Defaults to files on the local disk under DATA_DIR/uploads. */
  files?: FileStore;
  /** Trusts a test push service's certificate when pushing (in-process tests). */
  pushCa?: Buffer;
  /** Pino options, or false for no logs (tests). */
  logger?: boolean | object;
}

/** Builds the API and web server; tests call this and use `inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, deps.logger),
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Requests arriving while the server closes get the API's own 503: see plugins/draining.ts.
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Slow senders are cut off instead of holding a connection open (answered 408).
    requestTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // The API takes JSON only: a text body is refused as such (415) rather than failing validation.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // Hooks run on every call take a callback rather than a promise: cheaper, and the same order.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });

  await registerCompression(app);
  await registerOpenApiDocument(app);

  registerDraining(app);
  registerSecurityHeaders(app);
  registerErrorHandling(app);
  registerTokenVersionCheck(app, config.TOKEN_VERSION);

  const clock = deps.clock ?? (config.TEST_CLOCK_SHIFT ? registerShiftableClock(app) : systemClock);
  const ctx: AppContext = {
    app,
    config,
    database,
    db: database.db,
    clock,
    limiter: new RateLimiter(database.db, clock),
    sessions: createSessionLookup(database.db),
    mailer: deps.mailer ?? createMailer(database.db, config.SMTP_URL, config.MAIL_FROM),
    payloadKeys: createPayloadKeys(database.db),
    publicUrl: publicUrl(config),
    learningEvents: createLearningEventRecorder({
      forward: config.LRS_URL !== undefined,
      together: livePublisher.together,
      onLeftWaiting: (error) =>
        app.log.warn({ err: error }, "learning events' consumers failed; left for the sweep"),
    }),
    live: livePublisher,
    schoolCalendars: createSchoolCalendars(database.db, clock),
    files:
      deps.files ??
      createLocalFileStore(uploadsRoot(config.DATA_DIR), createSigningSecret(database.db)),
  };
  registerCoreRoutes(ctx);
  registerUploadsRoutes(ctx);
  registerAccountsRoutes(ctx);
  registerAssignmentsRoutes(ctx);
  registerGradebookRoutes(ctx);
  registerReportsRoutes(ctx);
  registerDiscussionsRoutes(ctx);
  registerCompanionRoutes(ctx);
  registerDerivedViewsRoutes(ctx);
  registerOrganisationsRoutes(ctx);
  registerNotificationsRoutes(ctx);
  registerStreaksRoutes(ctx);
  const webPush = createWebPush(ctx);
  registerPushRoutes(ctx, webPush);
  registerRewardsRoutes(ctx);
  registerActivitiesRoutes(ctx);
  const kitAssignments = createKitAssignmentSource(database.db);
  registerKitsRoutes(ctx, { assignments: kitAssignments });
  registerBrowserEventRoutes(ctx, { kits: kitAssignments, enrollInCompanion });
  registerLearningEventsRoutes(ctx);
  registerLiveRoutes(ctx);
  registerRostersRoutes(ctx);
  registerStudentRecordsRoutes(ctx);
  registerStaffReadsRoutes(ctx);
  registerRetentionRoutes(ctx);
  registerConsumers(ctx);
  registerJobs(ctx, { webPush, pushCa: deps.pushCa });

  await registerWebApp(app, config.WEB_DIST);
  return app;
}
