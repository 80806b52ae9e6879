import { accounts, type CallResponse } from '@kitlab/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { encryptForServer } from '../utils/encrypt-payload';
import { accountKeys } from './keys';

export type PublicKey = CallResponse<typeof accounts.getPasswordPublicKey>;

export function getPublicKey(signal?: AbortSignal): Promise<PublicKey> {
  return apiRequest(accounts.getPasswordPublicKey, { signal });
}

/** The key changes only with the server's database, so one fetch per page load is enough. */
export const publicKeyQuery = () =>
  queryOptions({
    queryKey: accountKeys.publicKey(),
    queryFn: ({ signal }) => getPublicKey(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Fetches the key early, while the user is still typing the new password. */
export function usePublicKey() {
  return useQuery(publicKeyQuery());
}

/** Encrypts a value with the server's public key, fetching the key if it is not known yet. */
export async function encryptWithServerKey(
  queryClient: QueryClient,
  value: unknown,
): Promise<string> {
  const key = await queryClient.fetchQuery(publicKeyQuery());
  return encryptForServer(value, key.spki);
}
