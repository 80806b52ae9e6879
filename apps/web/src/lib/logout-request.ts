import { accounts, requestOf, type WireRequest } from '@kitlab/contract';

/** The logout call's request, loaded when a sign-out starts: its schemas are no part of the first page. */
export function logoutRequest(headers: Record<string, string>, signal: AbortSignal): WireRequest {
  return requestOf(accounts.logout, { headers, signal });
}
