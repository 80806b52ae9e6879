import { loggableError } from './loggable-error.js';

/**
 * The API's pino options. Whatever a caller passes (tests pass their own stream), errors are
 * logged through `loggableError`, so no statement's values reach a log line.
 */
export function loggerOptions(level: string, given: boolean | object | undefined): false | object {
  if (given === false) return false;
  const chosen =
    typeof given === 'object'
      ? given
      : {
          level,
          // Headers carry tokens and bodies carry passwords and children's data: log neither.
          redact: ['req.headers.authorization', 'req.headers.cookie'],
        };
  const serializers = (chosen as { serializers?: object }).serializers;
  return { ...chosen, serializers: { ...serializers, err: loggableError } };
}
