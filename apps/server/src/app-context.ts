import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { LearningEventRecorder } from './lib/learning-event-recorder.js';
import type { LivePublisher } from './lib/live-publisher.js';
import type { Mailer } from './lib/mail.js';
import type { createPayloadKeys } from './lib/payload-encryption.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import type { SchoolCalendars } from './lib/school-calendars.js';
import type { FileStore } from './lib/storage/file-store.js';
import type { SessionLookup } from './plugins/auth.js';

/** What every module is built from. */
export interface AppContext {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  /** The user a request's sign-in token belongs to. */
  sessions: SessionLookup;
  mailer: Mailer;
  payloadKeys: ReturnType<typeof createPayloadKeys>;
  /** Uploaded files (students' photos and PDFs). */
  files: FileStore;
  /** Writes learning events in the transaction of their fact. */
  learningEvents: LearningEventRecorder;
  /** Tells users' open screens about a fact, in the fact's transaction. */
  live: LivePublisher;
  /** Schools' time zones and holidays, read once per few minutes. */
  schoolCalendars: SchoolCalendars;
  /** Address of the web app, for links in emails. */
  publicUrl: string;
}
