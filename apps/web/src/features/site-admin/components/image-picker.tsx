import { useId } from 'react';
import type { SiteImage } from '@shop/contracts';
import { FormMessage } from '@/components/form-message';
import { messageFrom } from '@/lib/error-message';
import { useUploadSiteImage } from '@/features/site-admin/api/upload-site-image';
import styles from './site-admin.module.css';

/**
 * An image of the content: the current one, a file field to upload another (checked and
 * derived by the server like a photo) and 'Quitar imagen'. The section is saved apart.
 */
export function ImagePicker({
  label,
  image,
  onChange,
}: {
  label: string;
  image: SiteImage | null;
  onChange: (image: SiteImage | null) => void;
}) {
  const labelId = useId();
  const upload = useUploadSiteImage();
  return (
    <div className={styles.imagePicker} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.imageLabel}>
        {label}
      </p>
      {image && (
        <img
          className={styles.imagePreview}
          src={image.images.jpeg[0]?.url ?? image.imagePath}
          width={image.width}
          height={image.height}
          alt=""
        />
      )}
      <div className={styles.imageActions}>
        {/* The browser's own file button speaks the browser's language: ours is Spanish. */}
        <label className={styles.fileButton}>
          {image ? 'Cambiar imagen' : 'Subir imagen'}
          <input
            type="file"
            className={styles.fileInput}
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,image/tiff"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) upload.mutate(file, { onSuccess: (uploaded) => onChange(uploaded) });
            }}
          />
        </label>
        {image && (
          <button type="button" className={styles.linkButton} onClick={() => onChange(null)}>
            Quitar imagen
          </button>
        )}
      </div>
      {upload.isPending && <FormMessage kind="info">Subiendo imagen...</FormMessage>}
      {upload.error && (
        <FormMessage kind="error">
          {messageFrom(upload.error, 'No se pudo subir la imagen. Inténtalo de nuevo.')}
        </FormMessage>
      )}
    </div>
  );
}
