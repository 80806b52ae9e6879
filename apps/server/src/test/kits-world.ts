import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { loadConfig } from '../config.js';
import {
  type KitAssignmentSource,
  kitMediaRoot,
  registerKitsRoutes,
  seedDemoKits,
} from '../modules/kits/index.js';
import { createSessionLookup, registerTokenVersionCheck } from '../plugins/auth.js';
import { registerErrorHandling } from '../plugins/errors.js';
import { buildSchoolWorld } from './school-world.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The school world of the account tests, with the demo kits imported into a throwaway data
 * folder. The world's teacher teaches 6A Science; tests add more teaching as they need.
 */
export async function createKitsWorld() {
  const dataDir = await mkdtemp(join(tmpdir(), 'kitlab-kits-'));
  const t = await createTestApp({ DATA_DIR: dataDir });
  const world = await buildSchoolWorld(t);
  const imported = await seedDemoKits(t.db, kitMediaRoot(dataDir));
  const kit = (slug: string) => {
    const found = imported.find((k) => k.slug === slug);
    if (!found) throw new Error(`demo kit ${slug} missing`);
    return found;
  };
  return {
    t,
    world,
    dataDir,
    imported,
    kit,
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type KitsWorld = Awaited<ReturnType<typeof createKitsWorld>>;

/**
 * The kit routes alone, on the same database, with an assignments source of the test's choosing,
 * for what only assigned kits show, and optionally a logger whose lines the test reads.
 */
export async function kitRoutesWith(
  t: TestApp,
  dataDir: string,
  assignments: KitAssignmentSource,
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTokenVersionCheck(app, 1);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  registerKitsRoutes(
    { app, config, db: t.db, clock: t.clock, sessions: createSessionLookup(t.db) },
    { assignments },
  );
  await app.ready();
  return app;
}
