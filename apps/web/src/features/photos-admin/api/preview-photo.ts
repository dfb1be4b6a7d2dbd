import { api } from '@/lib/api';
import { apiErrorFrom } from '@/lib/api-error';
import { readEmbeddedThumbnail } from './read-photo-exif';

/** Types every browser the admin uses draws by itself. */
const DRAWABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export const browserCanShow = (file: File) => DRAWABLE.has(file.type);

/** POST /photos/preview (admin): a 480 px JPEG made by the server's decoders; stores nothing. */
async function serverPreview(file: File): Promise<Blob> {
  const form = new FormData();
  form.append('image', file, file.name);
  const res = await api.withSession((token) =>
    fetch('/api/photos/preview', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }),
  );
  if (!res.ok) throw apiErrorFrom(res.status, await res.text());
  return res.blob();
}

/**
 * What the form shows for a chosen file: the file itself when the browser can draw it;
 * otherwise (TIFF, HEIC) its embedded EXIF thumbnail, or else the server's preview.
 */
export async function previewOf(file: File): Promise<Blob> {
  if (browserCanShow(file)) return file;
  return (await readEmbeddedThumbnail(file)) ?? serverPreview(file);
}
