import { learningEvents } from '@kitlab/contract';
import { badRequest, invalidFields } from '../../lib/errors.js';

const KNOWN_PARAMETERS = new Set(Object.keys(learningEvents.statementsQuery.shape));

const UNKNOWN_PARAMETER = 'The statements resource does not offer this parameter.';
const NO_ATTACHMENTS =
  'No statement here has attachments, so answers are JSON only: leave attachments out or send false.';

/**
 * Refuses, with 400 as xAPI requires, a request of the statements resource that names no
 * version it speaks, or that asks for something the resource does not offer: a parameter it
 * does not know is not ignored, as an ignored `statementId` would answer every statement.
 */
export function refuseNonConformingRequest(
  version: string | string[] | undefined,
  query: unknown,
): void {
  if (typeof version !== 'string' || !learningEvents.ACCEPTED_XAPI_VERSION.test(version.trim())) {
    throw badRequest(
      `Send the ${learningEvents.XAPI_VERSION_HEADER} header with version ${learningEvents.XAPI_VERSION}: ` +
        (version === undefined ? 'it is missing.' : 'only 1.0.x versions are supported.'),
      undefined,
      'unsupported_xapi_version',
    );
  }
  const parameters = (query ?? {}) as Record<string, unknown>;
  const refused: Record<string, string[]> = {};
  for (const name of Object.keys(parameters)) {
    if (!KNOWN_PARAMETERS.has(name)) refused[name] = [UNKNOWN_PARAMETER];
  }
  if (parameters.attachments === 'true') refused.attachments = [NO_ATTACHMENTS];
  if (Object.keys(refused).length > 0) throw invalidFields(refused);
}
