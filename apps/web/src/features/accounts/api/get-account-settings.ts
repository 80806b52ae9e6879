import { accounts, type Profile } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateStoredProfile } from '../../../lib/session-storage';
import { accountKeys } from './keys';

/** The signed-in profile; the stored session copy is refreshed with it. */
export async function getAccountSettings(signal?: AbortSignal): Promise<Profile> {
  const profile = await apiRequest(accounts.getAccountSettings, { signal });
  updateStoredProfile(profile);
  return profile;
}

export const accountSettingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.settings(),
    queryFn: ({ signal }) => getAccountSettings(signal),
  });

export function useAccountSettings() {
  return useQuery(accountSettingsQuery());
}
