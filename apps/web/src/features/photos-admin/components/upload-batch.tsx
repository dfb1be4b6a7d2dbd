import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { photoMessages } from '@shop/contracts';
import formStyles from '@/components/form.module.css';
import { ImageWorkProgress } from '@/components/image-work-progress';
import { ProgressBar } from '@/components/progress-bar';
import { messageFrom } from '@/lib/error-message';
import { newWorkId, useImageWork } from '@/lib/image-work';
import { queryKeys } from '@/lib/query-keys';
import { previewOf } from '@/features/photos-admin/api/preview-photo';
import { readPhotoExif } from '@/features/photos-admin/api/read-photo-exif';
import {
  uploadCanBeRetried,
  uploadPhoto,
  type NewPhotoInput,
} from '@/features/photos-admin/api/upload-photo';
import styles from './photos-admin.module.css';

/** Two uploads at a time: the server works on one while the next one streams. */
export const PARALLEL_UPLOADS = 2;

/** 'failed' may be sent again; 'refused' is a file the server cannot use (retrying cannot help). */
type Status = 'ready' | 'waiting' | 'uploading' | 'done' | 'failed' | 'refused';

interface Row {
  key: number;
  file: File;
  title: string;
  camera: string;
  lens: string;
  shotAt: string;
  preview: string | null;
  status: Status;
  progress: number;
  /** The server's id for this upload's stages (`?work=`), from its start. */
  workId: string | null;
  error: string | null;
}

/** 'IMG_0001 final.HEIC' → 'IMG_0001 final': each photo's starting title. */
export const titleFromFileName = (name: string) => name.replace(/\.[^.]+$/, '').trim() || name;

/** The fields every photo of the batch shares (from the form), read when its upload starts. */
export type SharedFields = Pick<NewPhotoInput, 'price' | 'description' | 'tags' | 'location'> & {
  camera: string;
  lens: string;
  shotAt: string;
};

/**
 * Several files chosen at once: a row per file with its preview, editable title, the EXIF
 * it filled, and its own progress and result. Uploads run two at a time; one that failed on
 * the way can be sent again alone (not a file the server refused).
 */
export function UploadBatch({
  files,
  shared,
  onClose,
}: {
  files: File[];
  /** The shared fields now, or a message that stops the batch from starting. */
  shared: () => SharedFields | { error: string };
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() =>
    files.map((file, key) => ({
      key,
      file,
      title: titleFromFileName(file.name),
      camera: '',
      lens: '',
      shotAt: '',
      preview: null,
      status: 'ready',
      progress: 0,
      workId: null,
      error: null,
    })),
  );
  const [sharedError, setSharedError] = useState<string | null>(null);
  const fields = useRef<SharedFields | null>(null);
  const urls = useRef<string[]>([]);

  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  // Previews and EXIF, once per file; object URLs released when the batch closes.
  useEffect(() => {
    let live = true;
    files.forEach((file, key) => {
      void previewOf(file)
        .then((blob) => {
          if (!live) return;
          const url = URL.createObjectURL(blob);
          urls.current.push(url);
          update(key, { preview: url });
        })
        .catch(() => undefined);
      void readPhotoExif(file).then((exif) => {
        if (!live || !exif) return;
        setRows((current) =>
          current.map((row) =>
            row.key === key
              ? {
                  ...row,
                  camera: row.camera || (exif.camera ?? ''),
                  lens: row.lens || (exif.lens ?? ''),
                  shotAt: row.shotAt || (exif.shotAt ?? ''),
                }
              : row,
          ),
        );
      });
    });
    const made = urls.current;
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [files]);

  // The queue: whenever a slot is free, the next waiting row starts.
  useEffect(() => {
    const running = rows.filter((row) => row.status === 'uploading').length;
    const next = rows.find((row) => row.status === 'waiting');
    if (!next || running >= PARALLEL_UPLOADS || !fields.current) return;
    const common = fields.current;
    const workId = newWorkId();
    update(next.key, { status: 'uploading', progress: 0, workId, error: null });
    uploadPhoto(
      {
        ...common,
        title: next.title.trim(),
        // The row's EXIF fills what the form left empty.
        camera: common.camera || next.camera,
        lens: common.lens || next.lens,
        shotAt: common.shotAt || next.shotAt,
        image: next.file,
      },
      { onProgress: (progress) => update(next.key, { progress }), workId },
    ).then(
      () => {
        update(next.key, { status: 'done', progress: 100 });
        void queryClient.invalidateQueries({ queryKey: queryKeys.photos.all() });
      },
      (error: unknown) =>
        update(next.key, {
          status: uploadCanBeRetried(error) ? 'failed' : 'refused',
          error: messageFrom(error, photoMessages.saveFailed),
        }),
    );
  }, [rows, queryClient]);

  const start = () => {
    const common = shared();
    if ('error' in common) {
      setSharedError(common.error);
      return;
    }
    setSharedError(null);
    fields.current = common;
    const untitled = rows.filter((row) => row.status === 'ready' && !row.title.trim());
    if (untitled.length > 0) {
      for (const row of untitled) update(row.key, { error: photoMessages.titleRequired });
      return;
    }
    setRows((current) =>
      current.map((row) => (row.status === 'ready' ? { ...row, status: 'waiting' } : row)),
    );
  };

  const pending = rows.filter((row) => row.status === 'ready').length;
  const busy = rows.some((row) => row.status === 'uploading' || row.status === 'waiting');

  return (
    <section className={styles.batch} aria-label="Imágenes seleccionadas">
      <ul className={styles.batchList}>
        {rows.map((row) => (
          <li key={row.key} className={styles.batchRow} aria-label={row.file.name}>
            <div className={styles.batchPreview}>
              {row.preview ? (
                <img src={row.preview} alt={`Vista previa de ${row.file.name}`} />
              ) : null}
            </div>
            <div className={styles.batchFields}>
              <label className={formStyles.label} htmlFor={`batch-title-${row.key}`}>
                Título de {row.file.name}
              </label>
              <input
                id={`batch-title-${row.key}`}
                className={formStyles.input}
                value={row.title}
                maxLength={200}
                disabled={row.status !== 'ready' && row.status !== 'failed'}
                onChange={(event) => update(row.key, { title: event.target.value, error: null })}
              />
              {(row.camera || row.lens || row.shotAt) && (
                <p className={styles.muted}>
                  {[row.camera, row.lens, row.shotAt].filter(Boolean).join(' · ')}
                </p>
              )}
              {(row.status === 'uploading' || row.status === 'done') && <RowProgress row={row} />}
              {row.status === 'done' && <p role="status">{photoMessages.saved}</p>}
              {row.status === 'waiting' && <p className={styles.muted}>En cola...</p>}
              {row.error && (
                <p role="alert" className={formStyles.error}>
                  {row.error}
                </p>
              )}
              {row.status === 'failed' && (
                <button
                  type="button"
                  className={formStyles.secondaryButton}
                  onClick={() => update(row.key, { status: 'waiting', error: null })}
                >
                  Reintentar
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {sharedError && (
        <p role="alert" className={formStyles.error}>
          {sharedError}
        </p>
      )}
      <div className={styles.actions}>
        {pending > 0 && (
          <button type="button" className={formStyles.button} onClick={start}>
            {pending === 1 ? 'Subir 1 imagen' : `Subir ${pending} imágenes`}
          </button>
        )}
        <button
          type="button"
          className={formStyles.secondaryButton}
          disabled={busy}
          onClick={onClose}
        >
          {pending > 0 ? 'Cancelar' : 'Cerrar'}
        </button>
      </div>
    </section>
  );
}

/** A row's upload: the file sent, then the server's stage until the photo is ready. */
function RowProgress({ row }: { row: Row }) {
  const processing = row.status === 'uploading' && row.progress === 100;
  const work = useImageWork(row.workId, processing);
  return (
    <>
      <ProgressBar label={`Progreso de ${row.file.name}`} value={row.progress} showValue />
      {processing && <ImageWorkProgress work={work} label={`Procesado de ${row.file.name}`} />}
    </>
  );
}
