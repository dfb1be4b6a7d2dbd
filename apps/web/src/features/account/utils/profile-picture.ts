import { accountMessages, PROFILE_PICTURE_MAX_BYTES } from '@shop/contracts';

/** docs/rules/accounts.md#profile: the message names the rule that failed; null if none. */
export function profilePictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return accountMessages.profilePictureNotImage;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return accountMessages.profilePictureTooLarge;
  return null;
}
