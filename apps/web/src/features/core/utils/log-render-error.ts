import { logSystemError } from '../../../lib/error-log';

const MAX_TEXT = 4000;

/** Errors from a custom element defined twice (widgets, extensions) are harmless noise. */
export function isIgnoredRenderError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${error.stack ?? ''}` : String(error);
  return /custom ?element ?registry/i.test(text);
}

function describe(error: unknown) {
  if (error instanceof Error) {
    return {
      error: String(error).slice(0, MAX_TEXT),
      name: error.name,
      message: error.message.slice(0, MAX_TEXT),
      stack: (error.stack ?? '').slice(0, MAX_TEXT),
    };
  }
  return { error: String(error).slice(0, MAX_TEXT) };
}

/** A render error as a SYSTEM log: message ERROR, status 500, the page path as location. */
export function logRenderError(error: unknown, componentStack?: string | null) {
  return logSystemError({
    statusCode: 500,
    payload: { info: { componentStack: (componentStack ?? '').slice(0, MAX_TEXT) } },
    errorData: describe(error),
  });
}
