import { useId, useState } from 'react';
import { photoMessages } from '@shop/contracts';
import { FormMessage, FormResult } from '@/components/form-message';
import formStyles from '@/components/form.module.css';
import { ImageWorkProgress } from '@/components/image-work-progress';
import { ProgressBar } from '@/components/progress-bar';
import { messageFrom } from '@/lib/error-message';
import { useReplacePhotoImage } from '@/features/photos-admin/api/replace-photo-image';
import styles from './photos-admin.module.css';
import { FileInput } from '@/components/file-input';

export const imageReplacedMessage = 'Imagen reemplazada';

/** 'Reemplazar imagen' in the edit form: a new file for the photo; its data and prices stay. */
export function ReplaceImageField({ photoId }: { photoId: string }) {
  const id = useId();
  const replace = useReplacePhotoImage();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  return (
    <fieldset className={styles.replace}>
      <legend>Reemplazar imagen</legend>
      <label className={formStyles.label} htmlFor={`${id}-file`}>
        Nueva imagen para esta fotografía
      </label>
      <FileInput
        key={inputKey}
        id={`${id}-file`}
        accept="image/*"
        chosen={file?.name ?? null}
        disabled={replace.isPending}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          replace.reset();
          setError(
            chosen?.type && !chosen.type.startsWith('image/') ? photoMessages.notAnImage : null,
          );
          setFile(chosen);
        }}
      />
      <FormMessage kind="error">{error}</FormMessage>
      {replace.isPending && replace.progress !== null && (
        <div className={styles.progress}>
          <ProgressBar label="Progreso del reemplazo" value={replace.progress} showValue />
          {replace.progress === 100 && <ImageWorkProgress work={replace.work} />}
        </div>
      )}
      <FormResult
        error={replace.isError && messageFrom(replace.error, photoMessages.saveFailed)}
        success={replace.isSuccess && imageReplacedMessage}
      />
      <button
        type="button"
        className={formStyles.secondaryButton}
        disabled={!file || Boolean(error) || replace.isPending}
        onClick={() => {
          if (!file) return;
          replace.mutate(
            { id: photoId, image: file },
            {
              onSuccess: () => {
                setFile(null);
                setInputKey((key) => key + 1);
              },
            },
          );
        }}
      >
        Reemplazar imagen
      </button>
    </fieldset>
  );
}
