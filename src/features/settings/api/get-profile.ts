import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { profileSchema, type Profile } from '../../../domain/profile';

export const profileKeys = createQueryKeys('profile');

/** The signed-in user's own record is the only profile anyone reads. */
export const OWN_PROFILE = 'me';

/** GET User/Profile: my name, email, phone, picture, role and vendor. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return profileSchema.parse(await api.account.get<unknown>('User/Profile', { signal }));
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.detail(OWN_PROFILE),
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
