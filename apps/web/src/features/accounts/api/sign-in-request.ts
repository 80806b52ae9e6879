import { accounts, type CallBody, type LoginResponse } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';
import { bodyOf, checkFields } from '../../../lib/form-errors';

export type LoginInput = CallBody<typeof accounts.login>;

/** The contract's own rules, so the form and the server agree on every message. */
export function checkSignIn(values: { email: string; password: string }) {
  return checkFields(bodyOf(accounts.login), values);
}

export function login(body: LoginInput): Promise<LoginResponse> {
  return apiRequest(accounts.login, { body });
}
