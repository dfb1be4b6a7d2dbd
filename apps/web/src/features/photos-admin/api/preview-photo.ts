import { api } from '@/lib/api';
import { formDataOf } from '@/lib/api-upload';
import { readEmbeddedThumbnail } from './read-photo-exif';

/** Types every browser the admin uses draws by itself. */
const DRAWABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export const browserCanShow = (file: File) => DRAWABLE.has(file.type);

/** POST /photos/preview (admin): a 480 px JPEG made by the server's decoders; stores nothing. */
const serverPreview = (file: File) =>
  api.POST('/api/photos/preview', {
    body: { image: file },
    bodySerializer: formDataOf,
    parseAs: 'blob',
  });

/**
 * What the form shows for a chosen file: the file itself when the browser can draw it;
 * otherwise (TIFF, HEIC) its embedded EXIF thumbnail, or else the server's preview.
 */
export async function previewOf(file: File): Promise<Blob> {
  if (browserCanShow(file)) return file;
  return (await readEmbeddedThumbnail(file)) ?? serverPreview(file);
}
