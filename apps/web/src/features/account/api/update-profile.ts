import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileOption } from '@shop/contracts';
import { api } from '@/lib/api';
import { formDataOf } from '@/lib/api-upload';
import { queryKeys } from '@/lib/query-keys';

export interface ProfileUpdate {
  name: string;
  options: ProfileOption[];
  /** A new picture; without one the current picture (if any) is kept. */
  picture: File | null;
  currentPicture: string | null;
}

/** PUT /user as multipart: name, options (JSON), profilePicture or profilePictureOld. */
export const updateProfile = (update: ProfileUpdate) =>
  api.PUT('/api/user', {
    body: {
      name: update.name,
      options: JSON.stringify(update.options),
      profilePicture: update.picture ?? undefined,
      profilePictureOld: update.picture ? undefined : (update.currentPicture ?? undefined),
    },
    bodySerializer: formDataOf,
  });

/** The save answers with the new profile: it becomes the session's, without a reload. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile(), profile),
  });
}
