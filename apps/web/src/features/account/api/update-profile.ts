import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileOption } from '@shop/contracts';
import { api } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export interface ProfileUpdate {
  name: string;
  options: ProfileOption[];
  /** A new picture; without one the current picture (if any) is kept. */
  picture: File | null;
  currentPicture: string | null;
}

/** PUT /user as multipart: name, options (JSON), profilePicture or profilePictureOld. */
export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  const form = new FormData();
  form.append('name', update.name);
  form.append('options', JSON.stringify(update.options));
  if (update.picture) form.append('profilePicture', update.picture);
  else if (update.currentPicture) form.append('profilePictureOld', update.currentPicture);
  return api.request<Profile>('/user', { method: 'PUT', body: form });
}

/** The save answers with the new profile: it becomes the session's, without a reload. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile(), profile),
  });
}
