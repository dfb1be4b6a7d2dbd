import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api';
import type { ApiAnswer, MultipartBody } from '@/lib/api-client';
import { formDataOf, pathOf } from '@/lib/api-upload';
import { ApiError, apiErrorFrom } from '@/lib/api-error';
import { newWorkId, useImageWork } from '@/lib/image-work';
import { queryKeys } from '@/lib/query-keys';

/** The New image form's data (docs/rules/admin.md#new-image), as typed. */
export interface NewPhotoInput {
  title: string;
  /** Euros as text ('12.50'); '' for no price. */
  price: string;
  description: string;
  /** Comma-separated. */
  tags: string;
  camera: string;
  lens: string;
  location: string;
  /** YYYY-MM-DD or ''. */
  shotAt: string;
  image: File;
}

/**
 * Whether sending the same file again can succeed: not when the server refused the file
 * itself (damaged or unreadable 422, not an image 415, too large 413); yes after a network
 * or server failure.
 */
export function uploadCanBeRetried(error: unknown): boolean {
  return !(
    error instanceof ApiError &&
    (error.code === 'unprocessable' ||
      error.code === 'unsupported_media_type' ||
      error.code === 'too_large')
  );
}

export interface UploadOptions {
  /** Percent of the body sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** `?work=`: the id under which the server reports its stages (lib/image-work.ts). */
  workId?: string;
}

/** The multipart body of POST /photos: the text fields first, the image last. */
export const photoForm = (input: NewPhotoInput): MultipartBody<'/api/photos', 'post'> => ({
  title: input.title,
  price: input.price,
  description: input.description,
  tags: input.tags,
  camera: input.camera,
  lens: input.lens,
  location: input.location,
  shotAt: input.shotAt,
  image: input.image,
});

/** The photo routes that take an image file, sent through XHR for the upload's progress. */
type ImageRoute =
  { method: 'post'; path: '/api/photos' } | { method: 'put'; path: '/api/photos/{id}/image' };

interface RawAnswer {
  status: number;
  body: string;
}

/** One request through XMLHttpRequest, the only browser API that reports upload progress. */
function send(
  target: { method: 'POST' | 'PUT'; url: string },
  form: FormData,
  token: string | null,
  options: UploadOptions,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('Subida cancelada', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.upload.onload = () => options.onProgress?.(100);
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => reject(new Error('Error de red al subir la imagen'));
    xhr.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POST /photos (admin only) with progress. It follows the API client's session rule like
 * every other call (bearer token; on a 401 one shared refresh, then the upload is sent once
 * more from 0 %; a failed renewal ends the session) and its error parsing.
 */
export function uploadPhoto(input: NewPhotoInput, options: UploadOptions = {}) {
  return sendPhotoForm({ method: 'post', path: '/api/photos' }, {}, photoForm(input), options);
}

/**
 * A multipart photo request with progress, the session rule and the API's errors; its path,
 * body and answer are the document's.
 */
export async function sendPhotoForm<R extends ImageRoute>(
  route: R,
  params: Record<string, string>,
  body: MultipartBody<R['path'], R['method']>,
  options: UploadOptions = {},
): Promise<ApiAnswer<R['path'], R['method']>> {
  const path = pathOf(route.path, params);
  const target = {
    method: route.method === 'post' ? ('POST' as const) : ('PUT' as const),
    url: options.workId ? `${path}?work=${encodeURIComponent(options.workId)}` : path,
  };
  const form = formDataOf(body);
  let attempts = 0;
  const answer = await api.withSession((token) => {
    if (attempts++ > 0) options.onProgress?.(0);
    return send(target, form, token, options);
  });
  if (answer.status >= 200 && answer.status < 300) {
    try {
      return JSON.parse(answer.body) as ApiAnswer<R['path'], R['method']>;
    } catch {
      throw new ApiError(answer.status, 'internal', `HTTP ${answer.status}`);
    }
  }
  throw apiErrorFrom(answer.status, answer.body);
}

/**
 * The upload as a mutation, with its progress (null before the first upload) and, once the
 * file is sent, the server's stage. Leaving the page cancels an upload under way; a success
 * refreshes the library and the gallery.
 */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [workId, setWorkId] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    return () => controller.current?.abort();
  }, []);

  const mutation = useMutation({
    mutationFn: (input: NewPhotoInput) => {
      const current = new AbortController();
      controller.current = current;
      setProgress(0);
      const id = newWorkId();
      setWorkId(id);
      return uploadPhoto(input, { onProgress: setProgress, signal: current.signal, workId: id });
    },
    onSuccess: () =>
      // Every photo query: the library, the gallery and the photo pages.
      queryClient.invalidateQueries({ queryKey: queryKeys.photos.all() }),
  });

  const { reset: resetMutation } = mutation;
  const reset = useCallback(() => {
    resetMutation();
    setProgress(null);
  }, [resetMutation]);
  const work = useImageWork(workId, mutation.isPending && progress === 100);

  return { ...mutation, progress, work, reset };
}
