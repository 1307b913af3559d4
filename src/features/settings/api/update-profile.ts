import { api } from '../../../api/client';
import { uploadUserImage } from '../../../data/images';
import { authKeys } from '../../../data/query-keys';
import type { SessionInfo } from '../../../domain/auth';
import { profileSchema, type Profile } from '../../../domain/profile';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { OWN_PROFILE, profileKeys } from './get-profile';

export interface ProfileChange {
  name: string;
  phone: string | null;
  imageUrl: string | null;
  /** The version the edit was based on; a stale one is refused with 409 and the current profile. */
  version: number;
  /** A new picture to upload first; its address replaces `imageUrl`. */
  image: File | null;
}

/** PUT User/Profile, after uploading a newly chosen picture. */
export async function updateProfile({ image, ...change }: ProfileChange): Promise<Profile> {
  const imageUrl = image ? await uploadUserImage(image) : change.imageUrl;
  return profileSchema.parse(await api.account.put<unknown>('User/Profile', { ...change, imageUrl }));
}

/** Saves my profile; the header and the profile page show the new name at once. */
export function useUpdateProfile() {
  return useOptimisticWrite<ProfileChange, Profile>({
    mutationFn: updateProfile,
    optimistic: ({ name, phone, imageUrl, version }) => [
      optimisticPatch<Profile>(
        profileKeys.detail(OWN_PROFILE),
        (profile) => profile && { ...profile, name, phone, imageUrl, version: version + 1 },
      ),
      optimisticPatch<SessionInfo>(
        authKeys.session(),
        (session) => session && { ...session, user: { ...session.user, name, phone, imageUrl } },
      ),
    ],
    invalidates: () => [profileKeys.all, authKeys.session()],
  });
}
