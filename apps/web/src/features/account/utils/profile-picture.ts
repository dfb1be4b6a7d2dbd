import { accountMessages, PROFILE_PICTURE_MAX_BYTES } from '@shop/contracts';

/**
 * storefront-customer §5: an image of at most 2 MB. The message names the rule that failed;
 * null when the file passes.
 */
export function profilePictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return accountMessages.profilePictureNotImage;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return accountMessages.profilePictureTooLarge;
  return null;
}
