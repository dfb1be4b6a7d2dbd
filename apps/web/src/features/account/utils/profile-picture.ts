import { PROFILE_PICTURE_MAX_BYTES } from '@shop/contracts';

/** storefront-customer §5: an image of at most 2 MB. */
export function isValidProfilePicture(file: Pick<File, 'type' | 'size'>): boolean {
  return file.type.startsWith('image/') && file.size <= PROFILE_PICTURE_MAX_BYTES;
}
