import { api } from '@/lib/api';

/**
 * POST /photos/{id}/prepare (admin), as the crop modal opens: the server decodes a HEIC
 * original while the admin frames the crop. Nothing waits for it, and a failure changes
 * nothing: the save decodes the original itself then.
 */
export const prepareCrop = (photoId: string) =>
  api.POST('/api/photos/{id}/prepare', { params: { path: { id: photoId } } }).catch(() => null);
