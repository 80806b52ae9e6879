import { createRequire } from 'node:module';
import type xapiValidation from 'xapi-validation';

/**
 * xapi-validation is CommonJS compiled from TypeScript: its function is `module.exports.default`.
 * A default import of it hands over that function under vitest's and esbuild's interop but the
 * whole `module.exports` object under Node's native ESM (the built server), so it is required
 * here, where every loader gives the same object, and everything else imports it from here.
 */
const { default: validate } = createRequire(import.meta.url)('xapi-validation') as {
  default: typeof xapiValidation;
};

/** Why a statement is not valid xAPI 1.0.x: one warning per problem, none when it is valid. */
export function validateStatement(statement: unknown): ReturnType<typeof xapiValidation> {
  return validate(statement);
}
