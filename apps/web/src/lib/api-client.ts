import {
  answerBody,
  answersBytes,
  type CallBody,
  type CallDefinition,
  type CallParams,
  type CallQuery,
  type CallResponse,
  INVALID_TOKEN_DETAIL,
  NEW_VERSION_MESSAGE,
  requestOf,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_NOTICE_MS,
  SESSION_EXPIRED_TITLE,
  type WireResponse,
} from '@kitlab/contract';
import { ApiError } from './api-error';
import { apiTransport } from './api-transport';
import { authHeaders } from './auth-headers';
import { reloadPage } from './browser';
import { logout } from './logout';
import { reportRequestFailure } from './request-failures';
import { getRefreshRetryCounter, setRefreshRetryCounter, setTokenVersion } from './session-storage';
import { taskOfItsOwn } from './task-of-its-own';
import { showToast } from './toasts';

export interface RequestOptions<C extends CallDefinition> {
  body?: CallBody<C>;
  query?: CallQuery<C>;
  /** Values for the `{name}` parts of the call's path. */
  params?: CallParams<C>;
  /** Headers a call needs besides the session's, such as an encrypted payload. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Skip the session handling (401 notice, 426 reload, sign-out) and just throw. For
   * background calls such as error logs, which must never reload or sign a user out.
   */
  quiet?: boolean;
  /**
   * Let the request outlive the page, for a last word sent while a tab closes or hides (a
   * student leaving an activity). Browsers cap such bodies at 64 KB.
   */
  keepalive?: boolean;
}

/** Lets the user read the new-version notice before the page goes. */
export const NEW_VERSION_RELOAD_DELAY_MS = 800;
const SESSION_EXPIRED_TOAST_ID = 'session-expired';
const NEW_VERSION_TOAST_ID = 'new-version';

let sessionEnding = false;
let reloadScheduled = false;

/** The page is about to go away: keep the caller waiting instead of flashing an error. */
function never<T>(): Promise<T> {
  return new Promise<T>(() => {});
}

/** A call its signal ended, told by name: the exception may come from another realm's fetch. */
function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

function detailOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'detail' in body ? body.detail : undefined;
}

function latestTokenVersion(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('data' in body)) return undefined;
  const data = body.data;
  if (typeof data !== 'object' || data === null || !('latest_token_version' in data)) {
    return undefined;
  }
  return typeof data.latest_token_version === 'number' ? data.latest_token_version : undefined;
}

/** 401: the danger notice for 6 s, then sign-out. Many failing calls end the session once. */
function expireSession(): void {
  if (sessionEnding) return;
  sessionEnding = true;
  showToast({
    id: SESSION_EXPIRED_TOAST_ID,
    title: SESSION_EXPIRED_TITLE,
    message: SESSION_EXPIRED_MESSAGE,
    tone: 'danger',
    autoClose: SESSION_EXPIRED_NOTICE_MS,
  });
  setTimeout(() => {
    sessionEnding = false;
    void logout();
  }, SESSION_EXPIRED_NOTICE_MS);
}

/** 426: store the server's token version and reload, at most as often as the counter allows. */
function upgradeApplication(body: unknown): boolean {
  if (reloadScheduled) return true;
  const retriesLeft = getRefreshRetryCounter();
  if (retriesLeft <= 0) return false;
  setRefreshRetryCounter(retriesLeft - 1);
  const latest = latestTokenVersion(body);
  if (latest !== undefined) setTokenVersion(latest);
  reloadScheduled = true;
  showToast({ id: NEW_VERSION_TOAST_ID, message: NEW_VERSION_MESSAGE });
  setTimeout(reloadPage, NEW_VERSION_RELOAD_DELAY_MS);
  return true;
}

/**
 * The session handling every answer gets: a 401 to a signed-in request shows the notice and
 * signs out, a 426 reloads into the new version, an "Invalid token." signs out. Answers whether
 * the page is going away, in which case the caller should show nothing more. Exported for
 * requests made outside `apiRequest` (an upload with progress).
 */
export function endsSession(status: number, body: unknown, sentToken: boolean): boolean {
  if (status === 401 && sentToken) {
    expireSession();
    return true;
  }
  if (status === 426 && upgradeApplication(body)) return true;
  if (detailOf(body) === INVALID_TOKEN_DETAIL && sentToken) {
    void logout();
    return true;
  }
  return false;
}

/** Makes one call of the contract and answers its typed response, or throws an ApiError. */
export async function apiRequest<C extends CallDefinition>(
  call: C,
  options: RequestOptions<C> = {},
): Promise<CallResponse<C>> {
  try {
    return await sendRequest(call, options);
  } catch (error) {
    if (!options.quiet && error instanceof ApiError) {
      reportRequestFailure({ call, query: options.query, body: options.body, error });
    }
    throw error;
  }
}

async function sendRequest<C extends CallDefinition>(
  call: C,
  options: RequestOptions<C>,
): Promise<CallResponse<C>> {
  // A page's queries start as it draws: each request is built and sent in a task of its own, so
  // that drawing is not one long task. A last word sent as the page goes must leave at once.
  if (!options.keepalive) await taskOfItsOwn();
  const session = authHeaders();
  const request = requestOf(call, {
    params: options.params,
    query: options.query,
    body: options.body,
    // A file may come back as any type; its refusals are still JSON.
    headers: { ...options.headers, ...(answersBytes(call) ? { accept: '*/*' } : {}), ...session },
    signal: options.signal,
    keepalive: options.keepalive,
  });
  let response: WireResponse;
  try {
    response = await apiTransport(request);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw ApiError.network();
  }
  const { succeeded, body } = answerBody(call, response);

  if (!options.quiet && endsSession(response.status, body, 'Authorization' in session)) {
    return never();
  }
  if (!succeeded) throw ApiError.fromResponse(response.status, body);
  const answer = call.response.safeParse(body);
  // An answer the contract does not describe is an error to log, not data to show.
  if (!answer.success) throw ApiError.unexpectedAnswer(response.status);
  return answer.data as CallResponse<C>;
}

/** Test hook: forget pending session handling between cases. */
export function resetApiClientState(): void {
  sessionEnding = false;
  reloadScheduled = false;
}
