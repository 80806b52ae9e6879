import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseError } from '../../db/database-errors.js';

/**
 * What an error may show in a log. A failed statement's values (a password hash, an email, a
 * child's answer) travel in drizzle's message (`params: ...`), in its `params` and in the
 * database's `detail` (`Key (email)=(...)`, `Failing row contains (...)`): only these fields are
 * kept, and the messages that quote a value are cut.
 */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'errno',
  'syscall',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
  errors?: LoggedError[];
  [field: string]: unknown;
}

function safeMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  // Data exceptions (class 22) quote the value refused: `invalid input syntax for type uuid: "..."`.
  if (isDatabaseError(error) && error.code.startsWith('22')) {
    return error.message.replace(/"[^"]*"/g, '"…"');
  }
  return error.message;
}

/** The stack's call lines under a safe first line: the stack starts with the whole message. */
function safeStack(error: Error, type: string, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const calls = error.stack.indexOf('\n    at ');
  return `${type}: ${message}${calls === -1 ? '' : error.stack.slice(calls)}`;
}

/** An error as the logs may show it: its type, a safe message and stack, and safe fields only. */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a value that is not an Error' };
  const type = error instanceof DrizzleQueryError ? 'DrizzleQueryError' : error.name;
  const message = safeMessage(error);
  const logged: LoggedError = { type, message };
  const stack = safeStack(error, type, message);
  if (stack) logged.stack = stack;
  for (const field of KEPT_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  // Deep enough for drizzle over pg; a cycle of causes must not loop.
  if (depth < 4 && error.cause !== undefined) logged.cause = loggableError(error.cause, depth + 1);
  if (depth < 4 && error instanceof AggregateError) {
    logged.errors = error.errors.map((inner) => loggableError(inner, depth + 1));
  }
  return logged;
}

/** The same, as lines for a console: for errors printed outside the logger (start-up, crashes). */
export function describeError(error: unknown): string {
  const lines: string[] = [];
  let logged: LoggedError | undefined = loggableError(error);
  for (let prefix = ''; logged; prefix = 'caused by ') {
    const fields = KEPT_FIELDS.filter((field) => logged?.[field] !== undefined)
      .map((field) => `${field}=${String(logged?.[field])}`)
      .join(' ');
    lines.push(`${prefix}${logged.stack ?? `${logged.type}: ${logged.message}`}`);
    if (fields) lines.push(`  (${fields})`);
    for (const inner of logged.errors ?? []) lines.push(`  ${inner.type}: ${inner.message}`);
    logged = logged.cause;
  }
  return lines.join('\n');
}
